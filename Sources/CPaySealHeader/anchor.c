// This target only exists so that Swift can import Include/payseal.h (through the symlink in
// include/) and check every @c @implementation export against it.
#include "payseal.h"
