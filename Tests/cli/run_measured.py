#!/usr/bin/env python3
"""Runs a command with its standard output into OUT and its standard error into ERR, and prints
one line: its exit status, its peak resident memory in KiB (the rusage of this process's only
child) and its wall time in seconds.

With --pty, standard output is a pseudo-terminal, as a terminal would be, read into OUT until
the command closes it (its line discipline turns each \\n into \\r\\n).

Usage: run_measured.py [--pty] OUT ERR COMMAND [ARGUMENT...]
"""
import os
import pty
import resource
import subprocess
import sys
import time


def main():
    args = sys.argv[1:]
    on_terminal = args[:1] == ["--pty"]
    if on_terminal:
        args = args[1:]
    if len(args) < 3:
        sys.exit(__doc__)
    out_path, err_path, command = args[0], args[1], args[2:]
    started = time.monotonic()
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        if on_terminal:
            leader, follower = pty.openpty()
            child = subprocess.Popen(command, stdout=follower, stderr=err, stdin=subprocess.DEVNULL)
            os.close(follower)
            while True:
                try:
                    chunk = os.read(leader, 65536)
                except OSError:  # EIO: the command closed its end
                    break
                if not chunk:
                    break
                out.write(chunk)
            os.close(leader)
            status = child.wait()
        else:
            status = subprocess.run(command, stdout=out, stderr=err, stdin=subprocess.DEVNULL).returncode
    seconds = time.monotonic() - started
    print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, f"{seconds:.1f}")


if __name__ == "__main__":
    main()
