package dev.payseal;

import java.lang.ref.PhantomReference;
import java.lang.ref.ReferenceQueue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongConsumer;

/**
 * Frees the native handle of an object that became unreachable without {@code close()}.
 *
 * <p>A {@code PhantomReference} queue read by one daemon thread, not {@code java.lang.ref.Cleaner}:
 * Cleaner needs Android API 33, phantom references work on every Android version and every JVM.
 * The references are kept in a set (an unreferenced PhantomReference is never enqueued) and leave
 * it when their handle is closed, so closed handles leave nothing behind.
 */
final class HandleCleaner {
    private static final ReferenceQueue<Object> QUEUE = new ReferenceQueue<>();
    private static final Set<Ref> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Thread thread = new Thread(HandleCleaner::run, "payseal-cleaner");
        thread.setDaemon(true);
        thread.start();
    }

    private HandleCleaner() {
    }

    /** The phantom reference of one handle object; it holds the cell, never the handle. */
    static final class Ref extends PhantomReference<Object> {
        final HandleCell cell;

        Ref(Object owner, HandleCell cell) {
            super(owner, QUEUE);
            this.cell = cell;
        }
    }

    static HandleCell register(Object owner, long pointer, LongConsumer free, String what, boolean oneThreadAtATime) {
        HandleCell cell = new HandleCell(pointer, free, what, oneThreadAtATime);
        Ref ref = new Ref(owner, cell);
        cell.ref = ref;
        LIVE.add(ref);
        return cell;
    }

    static void forget(Ref ref) {
        if (ref != null && LIVE.remove(ref)) {
            ref.clear();
        }
    }

    /** How many handles are open (not closed and not yet collected); for tests. */
    static int liveCount() {
        return LIVE.size();
    }

    private static void run() {
        for (;;) {
            try {
                Ref ref = (Ref) QUEUE.remove();
                ref.cell.close();
            } catch (InterruptedException e) {
                // a daemon thread that nobody interrupts on purpose: keep cleaning
            } catch (RuntimeException | Error e) {
                // a free function never throws; never let one failure stop the thread
            }
        }
    }
}
