"""Only the wheel tag: payseal ships libpayseal.so (a native library loaded with ctypes), so its
wheel is platform-specific but independent of the Python version and ABI: py3-none-<platform>.
The metadata is in pyproject.toml; the library is built by _build_backend/payseal_build_backend.py."""

from setuptools import Distribution, setup

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
            return "py3", "none", platform

    cmdclass["bdist_wheel"] = PlatformWheel


setup(distclass=BinaryDistribution, cmdclass=cmdclass)
