// "test-rendezvous": ringlab-testproxy speaking HTTP and routing by RingLab's rendezvous port
// (issue 16's proof; testproxysystem.h).
#include "testproxysystem.h"

// The macro opens its own anonymous namespace inside ringcore.
namespace ringcore {
RINGCORE_REGISTER_SYSTEM(90, ringlab::test::TestProxySystem)
}
