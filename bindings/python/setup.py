"""The wheel tag and the one C extension: payseal ships libpayseal.so (a native library loaded
with ctypes) and payseal._speedups (prepare's and a card keystroke's calls made from C, on the
stable ABI), so its wheel is platform-specific but serves every CPython from 3.9:
cp39-abi3-<platform>. The extension is optional: without a compiler the package still works, on
ctypes alone.
The metadata is in pyproject.toml; the library is built by _build_backend/payseal_build_backend.py."""

from setuptools import Distribution, Extension, setup

try:
    from setuptools.command.bdist_wheel import bdist_wheel  # setuptools >= 70.1
except ImportError:  # older setuptools: the wheel package's command (which it then requires)
    try:
        from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]
    except ImportError:  # neither: an sdist or a metadata hook, no wheel to tag
        bdist_wheel = None  # type: ignore[assignment,misc]


class BinaryDistribution(Distribution):
    def has_ext_modules(self) -> bool:
        return True  # not pure: the wheel's root is platlib and its tag names the platform


cmdclass = {}
if bdist_wheel is not None:

    class PlatformWheel(bdist_wheel):  # type: ignore[misc,valid-type]
        def get_tag(self):  # type: ignore[no-untyped-def]
            _python, _abi, platform = super().get_tag()
            return "cp39", "abi3", platform

    cmdclass["bdist_wheel"] = PlatformWheel


speedups = Extension(
    "payseal._speedups",
    ["src/payseal/_speedups.c"],
    py_limited_api=True,
    define_macros=[("Py_LIMITED_API", "0x03090000")],
    optional=True,
)

setup(distclass=BinaryDistribution, cmdclass=cmdclass, ext_modules=[speedups])
