package dev.payseal;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongConsumer;

/**
 * The native pointer of one handle and its release, shared by the handle object and its phantom
 * reference (which must not reach the handle). Calls hold a use count while the C call runs, so a
 * {@code close()} from another thread, or the handle becoming unreachable in the middle of a call,
 * defers the free until the last call returns instead of freeing memory a call is reading.
 *
 * <p>A builder's cell (the C header's "one thread at a time" handles: payment requests, device
 * metadata) also holds a lock from {@link #acquire()} to {@link #release()}, so calls from several
 * threads on one builder run one after the other instead of racing inside the library, where a
 * race corrupts the native heap. Immutable handles (keys, products, sessions, brand tables) take
 * no lock: any number of threads may use one at once.
 */
final class HandleCell {
    private static final int CLOSING = 1 << 30;

    private final long pointer;
    private final LongConsumer free;
    private final String what;
    private final AtomicInteger state = new AtomicInteger(); // users, plus CLOSING once closed
    private final AtomicBoolean freed = new AtomicBoolean();
    private final ReentrantLock serial; // null: a handle any number of threads may share
    volatile HandleCleaner.Ref ref;

    HandleCell(long pointer, LongConsumer free, String what, boolean oneThreadAtATime) {
        this.pointer = pointer;
        this.free = free;
        this.what = what;
        this.serial = oneThreadAtATime ? new ReentrantLock() : null;
    }

    /**
     * The pointer, counted as in use until {@link #release()}; throws once closed. A builder's
     * call first waits for the call of another thread on it to end.
     */
    long acquire() {
        if (serial != null) {
            serial.lock();
        }
        for (;;) {
            int s = state.get();
            if ((s & CLOSING) != 0) {
                if (serial != null) {
                    serial.unlock();
                }
                throw new IllegalStateException("this " + what + " is closed");
            }
            if (state.compareAndSet(s, s + 1)) {
                return pointer;
            }
        }
    }

    void release() {
        try {
            if (state.decrementAndGet() == CLOSING) {
                free();
            }
        } finally {
            if (serial != null) {
                serial.unlock();
            }
        }
    }

    boolean isClosed() {
        return (state.get() & CLOSING) != 0;
    }

    /** Closes the handle: freed now, or by the last call still running. Idempotent. */
    void close() {
        for (;;) {
            int s = state.get();
            if ((s & CLOSING) != 0) {
                return;
            }
            if (state.compareAndSet(s, s | CLOSING)) {
                if (s == 0) {
                    free();
                }
                return;
            }
        }
    }

    private void free() {
        if (freed.compareAndSet(false, true)) {
            HandleCleaner.forget(ref);
            free.accept(pointer);
        }
    }
}
