// "test-line" (issue 35 item 7): ringlab-testproxy speaking the folder's line protocol
// (testlineprotocol.h) and routing by the folder's ring port (testfnvring.h), its points per unit
// of weight a live option (`measure --option points=N`) that predict builds the port with. Its
// Advisor part is testlineadvisor.cpp.
#include "testfnvring.h"
#include "testproxysystem.h"

namespace ringlab::test {

namespace {

using namespace ringcore;

class TestLineSystem : public TestProxySystem
{
public:
    QString name() const override { return QStringLiteral("test-line"); }
    QString displayName() const override { return QStringLiteral("RingLab test proxy (line protocol)"); }
    QList<SystemVariant> variants() const override { return {}; }
    QString loadProtocol() const override { return QStringLiteral("testline"); }
    QString algorithm() const override { return QStringLiteral("test-fnv-ring"); }
    QList<LiveOption> liveOptions() const override
    {
        return {{AlgorithmRegistry::find(algorithm())->options.front(), true}};
    }

protected:
    QByteArray ownLines(const SystemConfigInput &in) const override
    {
        const QString points = in.options.value(QStringLiteral("points"), QString::number(TestFnvRing::kDefaultPoints));
        return "protocol testline\npoints " + points.toUtf8() + '\n';
    }
};

} // namespace

} // namespace ringlab::test

namespace ringcore {
RINGCORE_REGISTER_SYSTEM(89, ringlab::test::TestLineSystem)
}
