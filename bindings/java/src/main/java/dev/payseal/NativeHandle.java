package dev.payseal;

import java.util.function.LongConsumer;

/**
 * The base of every class that owns a native PaySeal handle. {@link #close()} frees it at once
 * (try-with-resources); a handle never closed is freed after it becomes unreachable, by a
 * phantom-reference thread that works on every Android API level. Using a closed handle throws
 * {@link IllegalStateException}.
 *
 * <p>Threads: immutable handles ({@link PublicKey}, {@link PrivateKey}, {@link Product},
 * {@link Session}, {@link CardBrands}) may be used by any number of threads at once. The builders
 * ({@link PaymentRequest}, {@link DeviceMetadata}) are one thread at a time in C; here each call
 * on one of them waits for another thread's call on it to end, so sharing one is safe (its calls
 * run one after the other, in no set order). A {@code close()} during a call frees the handle when
 * that call returns; a call that starts after {@code close()} throws {@link IllegalStateException}.
 */
public abstract class NativeHandle implements AutoCloseable {
    final HandleCell cell;

    /** An immutable handle: no lock, any number of threads at once. */
    NativeHandle(long pointer, LongConsumer free, String what) {
        this(pointer, free, what, false);
    }

    /** {@code oneThreadAtATime}: a builder, whose calls from several threads are run one at a time. */
    NativeHandle(long pointer, LongConsumer free, String what, boolean oneThreadAtATime) {
        this.cell = HandleCleaner.register(this, pointer, free, what, oneThreadAtATime);
    }

    /** Frees the native handle (wiping what it holds); later calls do nothing. */
    @Override
    public void close() {
        cell.close();
    }

    /** @return whether {@link #close()} was called */
    public boolean isClosed() {
        return cell.isClosed();
    }

    /** The pointer of {@code handle} (0 for null), counted as in use: pair with {@link #release}. */
    static long acquire(NativeHandle handle) {
        return handle == null ? 0 : handle.cell.acquire();
    }

    static void release(NativeHandle handle) {
        if (handle != null) {
            handle.cell.release();
        }
    }
}
