"""PEP 517 in-tree build backend: setuptools' ``build_meta`` plus libpayseal.

``pip install ./bindings/python`` and ``pip wheel ./bindings/python`` come here
(``pyproject.toml``: ``build-backend = "payseal_build_backend"``, ``backend-path = ["_build_backend"]``).

* The library: ``$PAYSEAL_PREBUILT_LIBRARY`` if it names an existing file (the value ``none``:
  no library in the wheel, it is then found through ``PAYSEAL_LIBRARY`` or the system
  loader; run_tests.sh uses it to test that lookup); otherwise the
  repository's release build (``make -o deps release`` at the repository root, i.e. the
  Makefile's own flags, scratch path ``<repo>/.build``, so a library already built by
  ``make release`` is reused and the incremental build takes seconds). Without ``make``,
  the same ``swift build`` command is run directly. ``swift`` is taken from ``$SWIFT``,
  then ``PATH``, then ``/opt/swift/usr/bin``.
* It is copied (``strip --strip-unneeded`` when ``strip`` exists) to ``payseal/libpayseal.so``
  inside the wheel, which setup.py tags ``cp39-abi3-<platform>`` (its C extension is on the stable ABI).
* Every hook runs setuptools in a temporary copy of the project, so no ``build/`` or
  ``*.egg-info`` is ever written into the source tree.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Iterator, List

from setuptools import build_meta as _orig

PREBUILT_ENV = "PAYSEAL_PREBUILT_LIBRARY"
LIBRARY_NAME = "libpayseal.so"
PROJECT_FILES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "src", "_build_backend")
_IGNORE = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "*.so", "*.dylib", "*.dll", "build")


def _log(message: str) -> None:
    print(f"payseal build: {message}", file=sys.stderr, flush=True)


def _project_dir() -> Path:
    # The frontend runs every hook with the project directory (bindings/python) as cwd.
    return Path.cwd().resolve()


@contextlib.contextmanager
def _in_copy() -> Iterator[Path]:
    """Run a setuptools hook in a throw-away copy of the project (no build/ or *.egg-info
    in the source tree)."""
    project = _project_dir()
    with tempfile.TemporaryDirectory(prefix="payseal-pep517-") as tmp:
        copy = Path(tmp) / "project"
        copy.mkdir()
        for name in PROJECT_FILES:
            src = project / name
            if src.is_dir():
                shutil.copytree(src, copy / name, ignore=_IGNORE)
            elif src.exists():
                shutil.copy2(src, copy / name)
        old = os.getcwd()
        os.chdir(copy)
        try:
            yield copy
        finally:
            os.chdir(old)


def _swift() -> str:
    explicit = os.environ.get("SWIFT")
    if explicit:
        return explicit
    found = shutil.which("swift") or shutil.which("swift", path="/opt/swift/usr/bin")
    if not found:
        raise RuntimeError(
            "payseal: no Swift toolchain (swift is neither on PATH nor in /opt/swift/usr/bin) to build "
            f"libpayseal; install one, or set {PREBUILT_ENV}=/abs/path/to/libpayseal.so"
        )
    return found


def _repo_root(project: Path) -> Path:
    root = project.parent.parent
    if not (root / "Package.swift").is_file() or not (root / "Sources" / "PaySealC" / "exports.map").is_file():
        raise RuntimeError(
            f"payseal: {project} is not bindings/python of a PaySeal checkout (no Package.swift two levels up), "
            f"so libpayseal cannot be built; set {PREBUILT_ENV}=/abs/path/to/libpayseal.so"
        )
    return root


def _release_command(root: Path, swift: str) -> List[str]:
    """The Makefile's release target: `make -o deps release` (deps' apt-get is not run from
    a pip build), or the same swift build command when make is missing."""
    make = shutil.which("make")
    if make and (root / "Makefile").is_file():
        return [make, "--no-print-directory", "-C", str(root), "-o", "deps", "release", f"SWIFT={swift}"]
    header = (root / "Include" / "payseal.h").read_text("utf-8")
    abi = re.search(r"^#define PAYSEAL_ABI_VERSION (\d+)", header, re.M)
    cmd = [swift, "build", "-c", "release", "-Xswiftc", "-static-stdlib",
           "-Xlinker", f"--version-script={root}/Sources/PaySealC/exports.map"]
    if abi:
        cmd += ["-Xlinker", f"-soname=libpayseal.so.{abi.group(1)}"]
    return cmd


def _build_library(project: Path) -> Path:
    root = _repo_root(project)
    swift = _swift()
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([str(Path(swift).parent), env.get("PATH", "")])
    cmd = _release_command(root, swift)
    _log(f"building libpayseal in {root}: {' '.join(cmd)}")
    # The build's output goes to stderr: pip shows it with -v, and on failure.
    result = subprocess.run(cmd, cwd=root, env=env, stdout=sys.stderr, stderr=sys.stderr)
    if result.returncode != 0:
        raise RuntimeError(
            f"payseal: the release build of libpayseal failed (exit {result.returncode}): {' '.join(cmd)}; "
            f"it needs the Swift toolchain and the packages `make deps` installs (libssl-dev, libsodium-dev, "
            f"libpcre2-dev, pkg-config); or set {PREBUILT_ENV}=/abs/path/to/libpayseal.so"
        )
    library = root / ".build" / "release" / LIBRARY_NAME
    if not library.is_file():
        raise RuntimeError(f"payseal: the release build finished but {library} does not exist")
    return library


def _library(project: Path) -> Path:
    prebuilt = os.environ.get(PREBUILT_ENV)
    if prebuilt:
        path = Path(prebuilt).expanduser()
        if not path.is_file():
            raise RuntimeError(f"payseal: {PREBUILT_ENV}={prebuilt} is not an existing file")
        _log(f"using {PREBUILT_ENV}={path}")
        return path.resolve()
    return _build_library(project)


def _install_library(project: Path, copy: Path) -> None:
    if os.environ.get(PREBUILT_ENV) == "none":
        _log(f"{PREBUILT_ENV}=none: no libpayseal in the wheel")
        return
    library = _library(project)
    target = copy / "src" / "payseal" / LIBRARY_NAME
    shutil.copyfile(library, target)
    os.chmod(target, 0o755)
    strip = shutil.which("strip")
    if strip and subprocess.run([strip, "--strip-unneeded", str(target)]).returncode != 0:
        shutil.copyfile(library, target)  # keep the unstripped file rather than fail
    _log(f"{library} -> payseal/{LIBRARY_NAME} ({target.stat().st_size} bytes)")


# ---------------------------------------------------------------------------------------------
# PEP 517 hooks
# ---------------------------------------------------------------------------------------------


def get_requires_for_build_wheel(config_settings=None):  # type: ignore[no-untyped-def]
    with _in_copy():
        return _orig.get_requires_for_build_wheel(config_settings)


def get_requires_for_build_sdist(config_settings=None):  # type: ignore[no-untyped-def]
    with _in_copy():
        return _orig.get_requires_for_build_sdist(config_settings)


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):  # type: ignore[no-untyped-def]
    metadata_directory = os.path.abspath(metadata_directory)
    with _in_copy():
        return _orig.prepare_metadata_for_build_wheel(metadata_directory, config_settings)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):  # type: ignore[no-untyped-def]
    project = _project_dir()
    wheel_directory = os.path.abspath(wheel_directory)
    with _in_copy() as copy:
        _install_library(project, copy)
        return _orig.build_wheel(wheel_directory, config_settings, None)


def build_sdist(sdist_directory, config_settings=None):  # type: ignore[no-untyped-def]
    # A source distribution carries the Python sources only: building a wheel from it needs
    # PAYSEAL_PREBUILT_LIBRARY (it is not inside a PaySeal checkout).
    sdist_directory = os.path.abspath(sdist_directory)
    with _in_copy():
        return _orig.build_sdist(sdist_directory, config_settings)
