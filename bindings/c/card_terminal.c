/* card_terminal: card_field's form in a terminal. Standard input in raw mode (no echo, no line
 * editing, no signals from Ctrl-C: the form reads every key itself), bracketed paste on, the form
 * redrawn once per key. Every way out (Enter on a complete form, Esc, Ctrl-C, the end of the
 * input, SIGINT, SIGTERM, SIGHUP, SIGQUIT) goes through one exit that resets the attributes,
 * turns bracketed paste off, shows the cursor and gives the terminal back its settings. With
 * standard input not a terminal (a pipe), the keys are read from it as they come and the
 * terminal settings are left alone. */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "card_form.h"

/* How long a lone Esc waits for the rest of an escape sequence: a terminal sends a sequence in
 * one write, so a gap this long means the Esc key itself. */
enum { ESCAPE_WAIT_MS = 100 };
/* A paste longer than this is no card field's value: it is refused whole rather than cut. */
enum { PASTE_MAX = 255 };
/* What the reader returns besides a byte. */
enum { INPUT_END = -1, INPUT_SIGNAL = -2, INPUT_TIMEOUT = -3 };
/* What a decoded key asks for besides a form key. */
enum { DO_KEY, DO_NOTHING, DO_ENTER, DO_QUIT, DO_END, DO_SIGNAL, DO_PASTE_TOO_LONG };

static volatile sig_atomic_t caught_signal;
static int signal_pipe[2] = {-1, -1};

/* Async-signal-safe: the main loop wakes on the pipe and leaves through the normal exit. */
static void on_signal(int number) {
    int saved = errno;
    caught_signal = number;
    if (write(signal_pipe[1], "s", 1) < 0) { /* the pipe is full: the loop wakes anyway */ }
    errno = saved;
}

struct input {
    unsigned char bytes[256]; /* keys as they came, card digits among them: wiped at the end */
    size_t at, count;
};

/* The next byte of standard input; timeout_ms -1 waits as long as it takes. */
static int next_byte(struct input *in, int timeout_ms) {
    while (in->at == in->count) {
        struct pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {signal_pipe[0], POLLIN, 0}};
        int ready = poll(fds, 2, timeout_ms);
        ssize_t got;
        if (caught_signal) return INPUT_SIGNAL;
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) return INPUT_END;
        if (ready == 0) return INPUT_TIMEOUT;
        if ((fds[0].revents & (POLLIN | POLLHUP | POLLERR)) == 0) continue;
        got = read(STDIN_FILENO, in->bytes, sizeof in->bytes);
        if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (got <= 0) return INPUT_END;
        in->at = 0;
        in->count = (size_t)got;
    }
    return in->bytes[in->at++];
}

/* The text between ESC[200~ and ESC[201~, control characters dropped (a copied line brings its
 * line break). */
static int read_paste(struct input *in, char *text, size_t size) {
    static const char end[] = "\033[201~";
    const size_t end_len = sizeof end - 1;
    unsigned char held[PASTE_MAX + sizeof end];
    size_t count = 0, kept = 0;
    int too_long = 0, result = DO_KEY;
    for (;;) {
        int c = next_byte(in, -1);
        if (c < 0) {
            result = c == INPUT_SIGNAL ? DO_SIGNAL : DO_END;
            break;
        }
        if (count == sizeof held) { /* keep only what may still be the end marker */
            memmove(held, held + 1, count - 1);
            count--;
            too_long = 1;
        }
        held[count++] = (unsigned char)c;
        if (count >= end_len && memcmp(held + count - end_len, end, end_len) == 0) {
            count -= end_len;
            break;
        }
    }
    if (result == DO_KEY && (too_long || count > PASTE_MAX)) result = DO_PASTE_TOO_LONG;
    for (size_t i = 0; result == DO_KEY && i < count && kept + 1 < size; i++)
        if (held[i] >= 0x20 && held[i] != 0x7f) text[kept++] = (char)held[i];
    text[kept] = '\0';
    wipe(held, sizeof held);
    return result;
}

/* After ESC [ (CSI) or ESC O (SS3): the parameters and the final byte name the key. */
static int read_sequence(struct input *in, int csi, enum form_key *key, char *text, size_t size) {
    char params[16] = "";
    size_t n = 0;
    int c;
    while ((c = next_byte(in, ESCAPE_WAIT_MS)) >= 0x20 && c <= 0x3f && csi)
        if (n + 1 < sizeof params) params[n++] = (char)c, params[n] = '\0';
    if (c == INPUT_SIGNAL) return DO_SIGNAL;
    if (c < 0) return DO_NOTHING;
    switch (c) {
    case 'A': case 'Z': *key = KEY_PREVIOUS; return DO_KEY; /* Up, Shift-Tab */
    case 'B': *key = KEY_NEXT; return DO_KEY;               /* Down */
    case 'C': *key = KEY_RIGHT; return DO_KEY;
    case 'D': *key = KEY_LEFT; return DO_KEY;
    case 'H': *key = KEY_HOME; return DO_KEY;
    case 'F': *key = KEY_END; return DO_KEY;
    case '~':
        switch (atoi(params)) {
        case 1: case 7: *key = KEY_HOME; return DO_KEY;
        case 4: case 8: *key = KEY_END; return DO_KEY;
        case 3: *key = KEY_DELETE; return DO_KEY;
        case 200: *key = KEY_TEXT; return read_paste(in, text, size);
        default: return DO_NOTHING;
        }
    default: return DO_NOTHING; /* a key the form has no use for (F1, PageUp, ...) */
    }
}

/* One key from the input: a form key (text set for typed or pasted text) or another action. */
static int read_key(struct input *in, enum form_key *key, char *text, size_t size) {
    int c = next_byte(in, -1), next;
    text[0] = '\0';
    if (c == INPUT_SIGNAL) return DO_SIGNAL;
    if (c < 0) return DO_END;
    switch (c) {
    case 0x03: return DO_QUIT;                          /* Ctrl-C */
    case 0x7f: case 0x08: *key = KEY_BACKSPACE; return DO_KEY;
    case 0x09: *key = KEY_NEXT; return DO_KEY;
    case 0x01: *key = KEY_HOME; return DO_KEY;          /* Ctrl-A */
    case 0x05: *key = KEY_END; return DO_KEY;           /* Ctrl-E */
    case '\r': case '\n': return DO_ENTER;
    case 0x1b:
        next = next_byte(in, ESCAPE_WAIT_MS);
        if (next == INPUT_SIGNAL) return DO_SIGNAL;
        if (next == '[' || next == 'O') return read_sequence(in, next == '[', key, text, size);
        return DO_QUIT; /* Esc alone, or Esc before another key */
    default:
        if (c < 0x20 || c > 0x7e) return DO_NOTHING; /* the fields take ASCII digits only */
        *key = KEY_TEXT;
        text[0] = (char)c;
        text[1] = '\0';
        return DO_KEY;
    }
}

/* The screen, built in one buffer and written at once, then wiped (it shows the card). */
struct screen {
    char bytes[4096];
    size_t used;
};

static void put(struct screen *s, const char *format, ...) {
    va_list args;
    int n;
    if (s->used >= sizeof s->bytes) return;
    va_start(args, format);
    n = vsnprintf(s->bytes + s->used, sizeof s->bytes - s->used, format, args);
    va_end(args);
    if (n > 0) s->used += (size_t)n < sizeof s->bytes - s->used ? (size_t)n : sizeof s->bytes - s->used - 1;
}

/* Writes the screen out; zero when the terminal is gone. */
static int flush(struct screen *s) {
    size_t done = 0;
    int ok;
    while (done < s->used) {
        ssize_t n = write(STDOUT_FILENO, s->bytes + done, s->used - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += (size_t)n;
    }
    wipe(s->bytes, sizeof s->bytes);
    ok = done == s->used;
    s->used = 0;
    return ok;
}

enum { FIRST_FIELD_ROW = 4, BOX_COLUMN = 16, BOX_WIDTH = 23 };
static const char *const labels[FIELDS] = {"Card number", "Expiry", "CVC"};

static const char *reason_words(const char *reason) {
    static const char *const words[][2] = {
        {"luhn", "check digit wrong"}, {"length", "wrong length"}, {"brandNotAccepted", "brand not accepted"},
        {"characters", "digits only"}, {"required", "required"}, {"format", "not MM/YY"}, {"past", "expired"},
        {"tooFar", "too far ahead"}};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strcmp(reason, words[i][0]) == 0) return words[i][1];
    return reason;
}

/* The whole form: hide the cursor, every line rewritten, the cursor shown at the focused caret.
 * Red only for a part that is invalid: an incomplete part is one the customer is still typing
 * (a part the customer has left is checked with PAYSEAL_CHECK_FINAL, so it is valid or red). The
 * brand is the one the check reports, which never flips while digits are typed. */
static int draw(const struct form *f, const char *status) {
    struct screen s = {{0}, 0};
    put(&s, "\033[?25l\033[H\033[1mPaySeal card form\033[22m\033[K\r\n");
    put(&s, "Tab/Shift-Tab: field  Left/Right/Home/End: caret  Enter: done  Esc/Ctrl-C: quit\033[K\r\n\033[K");
    for (int i = 0; i < FIELDS; i++) {
        const struct part_state *p = &f->part[i];
        int invalid = strcmp(p->state, "invalid") == 0;
        put(&s, "\033[%d;1H%s %-12s [%s%-*s%s]  ", FIRST_FIELD_ROW + i, i == f->focus ? ">" : " ", labels[i],
            invalid ? "\033[31m" : "", BOX_WIDTH, f->text[i], invalid ? "\033[39m" : "");
        if (invalid)
            put(&s, "\033[31minvalid: %s\033[39m", reason_words(p->reason));
        else
            put(&s, "%s", p->state);
        put(&s, "\033[K");
    }
    put(&s, "\r\n\033[K\r\nBrand: %s   CVC: ", f->brand[0] ? f->brand : "unknown");
    if (f->cvc_min == f->cvc_max) put(&s, "%zu digits", f->cvc_max);
    else put(&s, "%zu or %zu digits", f->cvc_min, f->cvc_max);
    put(&s, "\033[K\r\n%s\033[K\033[J", status);
    put(&s, "\033[%d;%zuH\033[?25h", FIRST_FIELD_ROW + f->focus, (size_t)BOX_COLUMN + 1 + f->caret[f->focus]);
    return flush(&s);
}

static struct termios saved_termios;
static int raw_mode;

/* Raw mode as cfmakeraw sets it, output processing kept (the form writes its own \r\n). */
static void enter_raw_mode(void) {
    struct termios raw;
    if (!isatty(STDIN_FILENO) || tcgetattr(STDIN_FILENO, &saved_termios) != 0) return;
    raw = saved_termios;
    raw.c_iflag &= ~(tcflag_t)(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
    raw.c_lflag &= ~(tcflag_t)(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    raw.c_cflag = (raw.c_cflag & ~(tcflag_t)(CSIZE | PARENB)) | CS8;
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    if (tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0) raw_mode = 1;
}

/* The form is cleared from the screen (the card number is not left behind), then one line says
 * how it ended. */
static void leave_terminal(const char *last_line) {
    struct screen s = {{0}, 0};
    put(&s, "\033[0m\033[?2004l\033[?25h\033[H\033[2J%s\r\n", last_line);
    flush(&s);
    if (raw_mode) tcsetattr(STDIN_FILENO, TCSADRAIN, &saved_termios);
    raw_mode = 0;
}

static void catch_signals(void) {
    static const int numbers[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) sigaction(numbers[i], &action, NULL);
    /* A closed output is an error from write, so the loop ends through the normal exit. */
    signal(SIGPIPE, SIG_IGN);
}

static int first_part_not_valid(const struct form *f) {
    for (int i = 0; i < FIELDS; i++)
        if (strcmp(f->part[i].state, "valid") != 0) return i;
    return f->focus;
}

int card_terminal(const payseal_card_brands *brands, int year, int month) {
    struct form form;
    struct input in = {{0}, 0, 0};
    struct screen start = {{0}, 0};
    char text[PASTE_MAX + 1], status[200] = "";
    int action = DO_NOTHING, result;
    if (pipe(signal_pipe) != 0) {
        perror("card_field: pipe");
        return 1;
    }
    fcntl(signal_pipe[0], F_SETFD, FD_CLOEXEC);
    fcntl(signal_pipe[1], F_SETFD, FD_CLOEXEC);
    fcntl(signal_pipe[1], F_SETFL, O_NONBLOCK);
    catch_signals();
    if (form_init(&form, brands, year, month) != 0) snprintf(status, sizeof status, "%s", form.message);
    enter_raw_mode();
    put(&start, "\033[?2004h\033[2J");
    flush(&start);
    while (draw(&form, status)) {
        enum form_key key = KEY_TEXT;
        status[0] = '\0';
        action = read_key(&in, &key, text, sizeof text);
        if (action == DO_KEY) {
            if (form_press(&form, key, text) != 0) snprintf(status, sizeof status, "%s", form.message);
            else snprintf(status, sizeof status, "%s", form.notice);
        } else if (action == DO_PASTE_TOO_LONG) {
            snprintf(status, sizeof status, "A paste of more than %d bytes was ignored: no card field holds that much.", PASTE_MAX);
        } else if (action == DO_ENTER && form.complete) {
            break;
        } else if (action == DO_ENTER && form_submit(&form) != 0) {
            snprintf(status, sizeof status, "%s", form.message);
        } else if (action == DO_ENTER) {
            form.focus = first_part_not_valid(&form);
            form.caret[form.focus] = strlen(form.text[form.focus]);
            snprintf(status, sizeof status, "The card is not complete yet.");
        } else if (action == DO_QUIT || action == DO_END || action == DO_SIGNAL) {
            break;
        }
        wipe(text, sizeof text);
    }
    if (action == DO_ENTER) {
        snprintf(status, sizeof status, "Card complete: %s.", form.brand[0] ? form.brand : "no brand");
        result = 0;
    } else {
        snprintf(status, sizeof status, "%s", action == DO_SIGNAL ? "Stopped." : "Cancelled.");
        result = 1;
    }
    leave_terminal(status);
    form_wipe(&form);
    wipe(&in, sizeof in);
    wipe(text, sizeof text);
    close(signal_pipe[0]);
    close(signal_pipe[1]);
    if (action == DO_SIGNAL) {
        /* Die of the signal, as the one who sent it expects, now that the terminal is back. */
        signal((int)caught_signal, SIG_DFL);
        raise((int)caught_signal);
    }
    return result;
}
