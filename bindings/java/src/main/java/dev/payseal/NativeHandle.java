package dev.payseal;

import java.util.function.LongConsumer;

/**
 * The base of every class that owns a native PaySeal handle. {@link #close()} frees it at once
 * (try-with-resources); a handle never closed is freed after it becomes unreachable, by a
 * phantom-reference thread that works on every Android API level. Using a closed handle throws
 * {@link IllegalStateException}.
 */
public abstract class NativeHandle implements AutoCloseable {
    final HandleCell cell;

    NativeHandle(long pointer, LongConsumer free, String what) {
        this.cell = HandleCleaner.register(this, pointer, free, what);
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
