#!/usr/bin/env python3
"""The card form (bindings/c/card_field) as a person types into it: the program runs on a
pseudo-terminal, the test writes the bytes a terminal sends for each key (digits, Backspace 0x7f,
ESC [ 3 ~ for Delete, ESC [ D / ESC [ C for the arrows, ESC [ H / ESC [ F for Home and End,
ESC [ Z for Shift-Tab, ESC [ 200 ~ ... ESC [ 201 ~ for a paste, Ctrl-C, Esc) and reads the screen
through a VT100 emulator (pyte): the fields, the cursor (the focused field and its caret), the
colour of every cell. The form redraws once per key, so the test waits for that frame before it
looks. It also reads the terminal's settings from its side of the pseudo-terminal: raw while the
form runs, as they were once it has quit, whichever way it quit.

Usage: test_card_form.py PATH/TO/card_field      (make test-card-form)
Prints "test_card_form: N passed, M failed"; exit status 1 on any failure.
"""

import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import termios
import time
import traceback

import pyte

ROWS, COLS = 24, 80
PAN, EXPIRY, CVC = 3, 4, 5           # the fields' screen rows (0-based)
BOX = 16                             # the column of a field's first character (0-based)
SHIFT_TAB, LEFT, RIGHT, HOME, END, DELETE = b"\x1b[Z", b"\x1b[D", b"\x1b[C", b"\x1b[H", b"\x1b[F", b"\x1b[3~"
BACKSPACE, CTRL_C, ESC, ENTER = b"\x7f", b"\x03", b"\x1b", b"\r"
FRAME_START, FRAME_END = b"\x1b[?25l", b"\x1b[?25h"
TIMEOUT = 30.0                       # seconds for a frame; the machine may be busy building

passed = failed = 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {name}" + (f" ({detail})" if detail else ""), file=sys.stderr)


def paste(text):
    return b"\x1b[200~" + text + b"\x1b[201~"


class Form:
    """card_field on a pseudo-terminal of ROWS x COLS, with today pinned to 2026-11."""

    def __init__(self, binary):
        self.master, self.slave = os.openpty()
        fcntl.ioctl(self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        self.settings_before = termios.tcgetattr(self.slave)

        def controlling_terminal():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.process = subprocess.Popen([binary, "--today", "2026-11"], stdin=self.slave, stdout=self.slave,
                                        stderr=self.slave, preexec_fn=controlling_terminal)
        self.screen = pyte.Screen(COLS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.output = bytearray()
        self.wait_for_frames(1)

    def read(self, seconds):
        ready, _, _ = select.select([self.master], [], [], seconds)
        if ready:
            data = os.read(self.master, 65536)
            self.output += data
            self.stream.feed(data)

    def frames(self):
        """Frames drawn to the end (each starts by hiding the cursor and ends by showing it)."""
        started = self.output.count(FRAME_START)
        return started if self.output.count(FRAME_END) >= started else started - 1

    def wait_for_frames(self, count):
        deadline = time.monotonic() + TIMEOUT
        while self.frames() < count:
            if time.monotonic() > deadline:
                raise TimeoutError(f"no frame {count} after {TIMEOUT} s; the screen:\n" + "\n".join(self.screen.display))
            self.read(0.05)

    def press(self, *keys):
        """Each key, waiting for the frame it draws."""
        for key in keys:
            expected = self.frames() + 1
            os.write(self.master, key)
            self.wait_for_frames(expected)

    def type(self, text, each=None):
        """Each character as one key press; each(character) after every frame."""
        for character in text:
            self.press(character.encode())
            if each:
                each(character)

    def quit(self, key=None, send_signal=None):
        """Ends the program with a key or a signal; returns its exit status."""
        if key is not None:
            os.write(self.master, key)
        if send_signal is not None:
            self.process.send_signal(send_signal)
        deadline = time.monotonic() + TIMEOUT
        while self.process.poll() is None and time.monotonic() < deadline:
            self.read(0.05)
        status = self.process.wait(timeout=5)
        self.read(0.1)
        return status

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        os.close(self.master)
        os.close(self.slave)

    # What the screen shows.
    def field(self, row):
        return self.screen.display[row][BOX:BOX + 23].rstrip()

    def line(self, row):
        return self.screen.display[row].rstrip()

    def text(self):
        return "\n".join(self.screen.display)

    def focus(self):
        return self.screen.cursor.y

    def caret(self):
        return self.screen.cursor.x - BOX

    def red_rows(self):
        return sorted({y for y in range(ROWS) for cell in self.screen.buffer[y].values() if cell.fg == "red"})

    def is_raw(self):
        settings = termios.tcgetattr(self.slave)
        return not settings[3] & (termios.ECHO | termios.ICANON | termios.ISIG)

    def check_restored(self, name):
        """The terminal's settings as before; the bytes written after the last frame reset what the
        form turned on (attributes, bracketed paste, a hidden cursor); the card is off the screen."""
        check(f"{name}: the terminal settings are restored", termios.tcgetattr(self.slave) == self.settings_before)
        check_exit_bytes(name, bytes(self.output))
        check(f"{name}: no card digits left on the screen", not any(c.isdigit() for c in self.text()), self.text())


def after_last_frame(output):
    last = output.rfind(FRAME_START)
    return output[output.find(FRAME_END, last) + len(FRAME_END):] if last >= 0 else output


def check_exit_bytes(name, output):
    tail = after_last_frame(output)
    for sequence, what in ((b"\x1b[0m", "resets the attributes"), (b"\x1b[?2004l", "turns bracketed paste off"),
                           (b"\x1b[?25h", "shows the cursor")):
        check(f"{name}: on exit it {what}", sequence in tail, repr(tail))


def typing_a_visa(binary):
    """4111 1111 1111 1111 key by key, then the expiry and the CVC; never a red cell."""
    form = Form(binary)
    try:
        check("start: bracketed paste is turned on", b"\x1b[?2004h" in form.output)
        check("start: the terminal is in raw mode", form.is_raw())
        check("start: focus on the card number", form.focus() == PAN)
        check("start: no brand, CVC 3 or 4", "Brand: unknown   CVC: 3 or 4 digits" in form.text(), form.text())

        def after_digit(_):
            typed = len(form.field(PAN).replace(" ", ""))
            check(f"visa digit {typed}: no red while typing a correct card", form.red_rows() == [], form.red_rows())
            want = EXPIRY if typed == 16 else PAN
            check(f"visa digit {typed}: focus {'expiry' if want == EXPIRY else 'card number'}", form.focus() == want)
            if typed == 1:  # 4 may still be a maestro (493698): no brand reported yet
                check("visa: 4 has no brand yet, CVC 3 or 4", "Brand: unknown   CVC: 3 or 4 digits" in form.text(), form.text())
            if typed == 2:
                check("visa: the brand and its CVC size are shown", "Brand: visa   CVC: 3 digits" in form.text(), form.text())

        form.type("4111111111111111", after_digit)
        check("visa: the number as grouped", form.field(PAN) == "4111 1111 1111 1111", form.field(PAN))
        check("visa: the number is valid", form.line(PAN).endswith("valid"), form.line(PAN))
        form.type("123", lambda _: check("expiry: focus stays until 4 digits", form.focus() == EXPIRY))
        form.type("0")
        check("expiry 1230 shows 12/30", form.field(EXPIRY) == "12/30", form.field(EXPIRY))
        check("expiry: focus moves to the CVC", form.focus() == CVC)
        form.type("123", lambda _: check("CVC: no red while typing", form.red_rows() == []))
        check("CVC 123", form.field(CVC) == "123" and form.line(CVC).endswith("valid"), form.line(CVC))
        check("the form stays on the CVC", form.focus() == CVC)

        # Shift-Tab to the expiry (its caret where it was), the arrows, Backspace after the "/".
        form.press(SHIFT_TAB)
        check("Shift-Tab: focus on the expiry, caret at its end", (form.focus(), form.caret()) == (EXPIRY, 5))
        form.press(LEFT)
        check("Left: caret 4", form.caret() == 4)
        form.press(LEFT)
        check("Left: caret 3", form.caret() == 3)
        form.press(BACKSPACE)
        check("Backspace after the / of 12/30 keeps the year: 1/30",
              (form.field(EXPIRY), form.caret()) == ("1/30", 1), (form.field(EXPIRY), form.caret()))
        form.type("2")
        check("typing 2 makes 12/30 again and moves on to the CVC", (form.field(EXPIRY), form.focus()) == ("12/30", CVC))

        # Back to the card number: Home, Right, Delete, End, and a digit typed at the start.
        form.press(SHIFT_TAB, SHIFT_TAB)
        check("Shift-Tab twice: the card number, caret at its end", (form.focus(), form.caret()) == (PAN, 19))
        form.press(HOME)
        check("Home: caret 0", form.caret() == 0)
        form.press(RIGHT, RIGHT)
        check("Right twice: caret 2", form.caret() == 2)
        form.press(HOME, DELETE)
        check("Delete at the start takes the 4", form.field(PAN) == "1111 1111 1111 111", form.field(PAN))
        check("without the 4 there is no brand", "Brand: unknown" in form.text(), form.text())
        form.press(END)
        check("End: caret at the end", form.caret() == len("1111 1111 1111 111"))
        form.press(RIGHT)
        check("Right at the end stays", form.caret() == len("1111 1111 1111 111"))
        form.press(HOME)
        form.type("4")
        check("4 typed at the start: the Visa again, focus on the expiry",
              (form.field(PAN), form.focus()) == ("4111 1111 1111 1111", EXPIRY), (form.field(PAN), form.focus()))
        check("no red on a correct card after the edits", form.red_rows() == [], form.red_rows())

        status = form.quit(ENTER)
        check("Enter on a complete form: exit status 0", status == 0, status)
        check("Enter: the last line says complete", "Card complete: visa." in form.text(), form.text())
        form.check_restored("Enter")
    finally:
        form.close()


def invalid_parts_are_red(binary):
    """A Luhn-wrong Mastercard (16 digits, its only length) and a past expiry: red on that part alone."""
    form = Form(binary)
    try:
        form.type("555555555555444", lambda _: check("mastercard: no red while incomplete", form.red_rows() == []))
        form.type("5")
        check("a Luhn-wrong complete Mastercard is red, on its row only", form.red_rows() == [PAN], form.red_rows())
        check("it says why", "invalid: check digit wrong" in form.line(PAN), form.line(PAN))
        check("an invalid number keeps the focus", form.focus() == PAN)
        form.press(BACKSPACE)
        check("Backspace: incomplete again, no red", form.red_rows() == [], form.red_rows())
        form.type("4")
        check("the right check digit: valid, focus on the expiry", (form.red_rows(), form.focus()) == ([], EXPIRY))
        form.type("1025")
        check("a past expiry is red, on its row only", form.red_rows() == [EXPIRY], form.red_rows())
        check("it says expired", "invalid: expired" in form.line(EXPIRY), form.line(EXPIRY))
        check("an invalid expiry keeps the focus", form.focus() == EXPIRY)
        check("the form is raw while it runs", form.is_raw())
        status = form.quit(CTRL_C)
        check("Ctrl-C: exit status 1", status == 1, status)
        check("Ctrl-C: cancelled", "Cancelled." in form.text(), form.text())
        form.check_restored("Ctrl-C")
    finally:
        form.close()


def pasting(binary):
    """A paste is one replacement: the number at once, then an expiry pasted as 12/2030."""
    form = Form(binary)
    try:
        frames = form.frames()
        form.press(paste(b"4111 1111 1111 1111"))
        check("a pasted number is one frame", form.frames() == frames + 1)
        check("the pasted number", (form.field(PAN), form.focus()) == ("4111 1111 1111 1111", EXPIRY), form.field(PAN))
        form.press(paste(b"12/2030\n"))
        check("a pasted 12/2030 (and its line break) is 12/30", (form.field(EXPIRY), form.focus()) == ("12/30", CVC),
              form.field(EXPIRY))
        form.press(paste(b"123"))
        check("a pasted CVC", form.field(CVC) == "123" and "valid" in form.line(CVC), form.line(CVC))
        form.press(paste(b"9" * 300))
        check("a paste of 300 bytes is refused whole", form.field(CVC) == "123" and "ignored" in form.text(), form.text())
        # The CVC takes digits only: 13/30 pasted is refused and the form says why, never 1330.
        form.press(BACKSPACE, BACKSPACE, BACKSPACE)
        form.press(paste(b"13/30"))
        check("a CVC paste of 13/30 is refused", form.field(CVC) == "", form.field(CVC))
        check("the form says why the CVC did not change", "digits only" in form.text(), form.text())
        form.press(paste(b"123"))
        check("no red after pasting a correct card", form.red_rows() == [], form.red_rows())
        status = form.quit(ENTER)
        check("paste: exit status 0", status == 0, status)
        form.check_restored("paste")
    finally:
        form.close()


def pastes_cut_or_refused(binary):
    """R18: a number pasted longer than its brand's longest is cut and the form says so; an expiry
    paste of no possible date is refused and the form says why."""
    form = Form(binary)
    try:
        form.press(paste(b"3782 822463 10005 12"))
        check("an Amex pasted with 17 digits is cut at 15", form.field(PAN) == "3782 822463 10005", form.field(PAN))
        check("the form says the paste was cut", "cut" in form.text(), form.text())
        check("the cut Amex is valid: focus on the expiry", (form.red_rows(), form.focus()) == ([], EXPIRY))
        form.press(paste(b"13/30"))
        check("an expiry paste of 13/30 is refused, never 01/33", form.field(EXPIRY) == "", form.field(EXPIRY))
        check("the form says it is not a date", "not a date" in form.text(), form.text())
        form.type("1")
        check("the next key clears the notice", "not a date" not in form.text(), form.text())
        form.quit(ESC)
    finally:
        form.close()


def amex_and_esc(binary):
    """An Amex moves on at its 15th digit and asks for 4 CVC digits; Esc quits."""
    form = Form(binary)
    try:
        form.type("37828224631000", lambda _: check("amex: focus stays before 15 digits", form.focus() == PAN))
        check("amex: brand and CVC size", "Brand: amex   CVC: 4 digits" in form.text(), form.text())
        form.type("5")
        check("amex: 15 digits move on", (form.field(PAN), form.focus()) == ("3782 822463 10005", EXPIRY))
        status = form.quit(ESC)
        check("Esc: exit status 1", status == 1, status)
        form.check_restored("Esc")
    finally:
        form.close()


def shown_brand(form):
    line = next((line for line in form.screen.display if line.startswith("Brand: ")), "")
    return line.split()[1] if line else None


def brand_line(form):
    return next((line.rstrip() for line in form.screen.display if line.startswith("Brand: ")), "")


# The brand the card check reports for the digits typed (docs/cards.md: the brand every
# continuation would be detected as; none while two remain), and its CVC size as the form says it.
CVC_WORDS = {None: "3 or 4 digits", "visa": "3 digits", "discover": "3 digits", "amex": "4 digits"}


def reported_brand(digits):
    if digits.startswith("6011") or digits.startswith("65"):
        return "discover"
    if len(digits) >= 2 and digits[:2] in ("34", "37"):
        return "amex"
    if len(digits) >= 2 and digits.startswith("4") and digits[:2] != "49":
        return "visa"
    return None  # 4, 6, 60, 601, 3: more than one brand may still follow


def check_brand_at_each_key(form, name, number):
    """Types `number` key by key; after each frame the brand line is the brand the check reports
    for the digits so far and that brand's CVC size, and nothing is red."""
    typed = []

    def after(character):
        typed.append(character)
        digits = "".join(typed)
        brand = reported_brand(digits)
        want = f"Brand: {brand or 'unknown'}   CVC: {CVC_WORDS[brand]}"
        check(f"{name} {digits}: the brand shown is the one reported, with its CVC size", brand_line(form) == want,
              (brand_line(form), want))
        check(f"{name} {digits}: the number on screen", form.field(PAN).replace(" ", "") == digits, form.field(PAN))
        check(f"{name} {digits}: nothing red while typing", form.red_rows() == [], form.red_rows())

    form.type(number, after)


def discover_key_by_key(binary):
    """A Discover typed key by key: the brand shown goes from none to discover once, never through
    maestro (6 alone is a maestro), and its CVC size with it, read at every key."""
    form = Form(binary)
    try:
        shown = []
        check_brand_at_each_key(form, "discover", "601")
        form.type("1111111111117", lambda _: shown.append(shown_brand(form)))
        check("discover: after 6011 it stays discover", set(shown) == {"discover"}, shown)
        check("discover: its CVC size", "Brand: discover   CVC: 3 digits" in form.text(), form.text())
        check("discover: valid at 16 digits, focus on the expiry", (form.red_rows(), form.focus()) == ([], EXPIRY))
        form.quit(ESC)
    finally:
        form.close()


def luhn_typo_then_tab(binary):
    """A 16-digit Visa with a wrong check digit: never red while typed (a 19-digit Visa may still
    follow), red with its reason once the customer leaves the field with Tab; typing there again
    turns it back to as-typed."""
    form = Form(binary)
    try:
        check_brand_at_each_key(form, "visa typo", "4111111111111112")
        check("visa typo: the focus stays on the number", form.focus() == PAN)
        check("visa typo: not yet red, no reason shown before Tab", "invalid" not in form.line(PAN), form.line(PAN))
        form.press(b"\t")
        check("visa typo: Tab makes the number red, on its row only", form.red_rows() == [PAN], form.red_rows())
        check("visa typo: it says why", "invalid: check digit wrong" in form.line(PAN), form.line(PAN))
        check("visa typo: the focus is on the expiry", form.focus() == EXPIRY)
        form.press(SHIFT_TAB)
        check("visa typo: Shift-Tab leaves the empty expiry: red, required", form.red_rows() == [PAN, EXPIRY]
              and "invalid: required" in form.line(EXPIRY), form.line(EXPIRY))
        form.press(BACKSPACE)
        check("visa typo: Backspace in the number: as typed again, not red", PAN not in form.red_rows(), form.red_rows())
        form.type("1")
        check("visa typo fixed: valid, focus on the expiry", PAN not in form.red_rows() and form.focus() == EXPIRY)
        form.type("12")
        check("typing in the expiry: as typed again, not red", form.red_rows() == [], form.red_rows())
        form.press(ENTER)
        check("Enter with an incomplete expiry and no CVC: both red", form.red_rows() == [EXPIRY, CVC], form.red_rows())
        check("Enter: the expiry says why", "invalid: not MM/YY" in form.line(EXPIRY), form.line(EXPIRY))
        form.quit(ESC)
    finally:
        form.close()


def amex_middle_digit_refused(binary):
    """A whole Amex (15 digits, its only length): a digit typed into its middle is refused, the
    number unchanged, rather than pushing its last digit out."""
    form = Form(binary)
    try:
        check_brand_at_each_key(form, "amex", "378282246310005")
        form.press(SHIFT_TAB, HOME, RIGHT, RIGHT)
        form.type("9")
        check("amex: a 16th digit typed in the middle is refused", form.field(PAN) == "3782 822463 10005", form.field(PAN))
        check("amex: the brand shown and its CVC size stay", brand_line(form) == "Brand: amex   CVC: 4 digits", brand_line(form))
        check("amex: the caret stays", (form.focus(), form.caret()) == (PAN, 2), (form.focus(), form.caret()))
        check("amex: still valid", PAN not in form.red_rows() and form.line(PAN).endswith("valid"), form.line(PAN))
        form.quit(ESC)
    finally:
        form.close()


def signals(binary):
    """SIGTERM and SIGINT from outside: the terminal restored, then the program dies of the signal."""
    for number in (signal.SIGTERM, signal.SIGINT):
        form = Form(binary)
        try:
            form.type("4111")
            status = form.quit(send_signal=number)
            check(f"{number.name}: the program dies of it", status == -number, status)
            form.check_restored(number.name)
        finally:
            form.close()


def from_a_pipe(binary):
    """Standard input a pipe: the same keys, read as they come; no terminal settings touched."""
    keys = b"4111111111111111" + b"1230" + b"12" + BACKSPACE + b"23" + ENTER
    run = subprocess.run([binary, "--today", "2026-11"], input=keys, capture_output=True, timeout=TIMEOUT)
    check("pipe: exit status 0", run.returncode == 0, run.returncode)
    check("pipe: complete", b"Card complete: visa." in run.stdout, run.stdout[-200:])
    check("pipe: the last line", run.stdout.endswith(b"Card complete: visa.\r\n"), run.stdout[-60:])
    check_exit_bytes("pipe", run.stdout)
    check("pipe: nothing on stderr", run.stderr == b"", run.stderr)
    run = subprocess.run([binary, "--today", "2026-11"], input=paste(b"5555 5555 5555 4444") + b"12", capture_output=True,
                         timeout=TIMEOUT)
    check("pipe: the input ends before the form is complete: exit status 1", run.returncode == 1, run.returncode)
    check("pipe: cancelled", b"Cancelled." in run.stdout, run.stdout[-200:])


def main():
    if len(sys.argv) != 2:
        print(f"usage: {sys.argv[0]} PATH/TO/card_field", file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    for scenario in (typing_a_visa, invalid_parts_are_red, pasting, pastes_cut_or_refused, amex_and_esc, discover_key_by_key,
                     luhn_typo_then_tab, amex_middle_digit_refused, signals, from_a_pipe):
        try:
            scenario(binary)
        except Exception:  # a timeout or a dead program: this scenario fails, the others still run
            check(scenario.__name__, False, traceback.format_exc())
    print(f"test_card_form: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
