// The test-only system: ringlab-testproxy (testproxymain.cpp) routing by RingLab's rendezvous
// port. It registers itself like nginx and HAProxy do (ringcore/live/systems/), from the tests
// folder alone: linked into tst_testsystem and into ringlab-cli-testsystem (a build of ringlab-cli
// with this file added; tests/CMakeLists.txt), it runs through `measure` and `predict` unchanged.
#include "ringcore/live/runlog.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QDir>

namespace ringlab::test {

namespace {

using namespace ringcore;

/// The proxy logs "error: backend …: …" for every backend it could not reach (then answers 502).
class TestProxyLogScanner : public SystemLogScanner
{
public:
    explicit TestProxyLogScanner(QString path) : m_log(std::move(path)) {}
    void scan(QJsonObject *diagnostics, QStringList *reasons) override
    {
        LogFindings errors(5);
        m_log.forEachLine([&errors](const QByteArray &line, bool) {
            if (line.startsWith("error:"))
                errors.add(line);
        });
        errors.store(diagnostics, QStringLiteral("backendErrors"));
        if (errors.count())
            reasons->append(QStringLiteral("the test proxy logged %1 backend errors").arg(errors.count()));
    }

private:
    RunLog m_log;
};

class TestProxySystem : public SystemDescription
{
public:
    QString name() const override { return QStringLiteral("test-rendezvous"); }
    QString displayName() const override { return QStringLiteral("RingLab test proxy"); }
    QString programName() const override { return QStringLiteral("ringlab-testproxy"); }
    QStringList versionArguments() const override { return {QStringLiteral("--version")}; }

    // The port's own weight range: the proxy builds exactly that algorithm.
    int minWeight() const override { return AlgorithmRegistry::find(algorithm())->minWeight; }
    int maxWeight() const override { return AlgorithmRegistry::find(algorithm())->maxWeight; }
    QList<SystemVariant> variants() const override { return {{90, QStringLiteral("test-rendezvous-weight-3"), 3, {}}}; }

    QString algorithm() const override { return QStringLiteral("rendezvous"); }

    QString configFileName() const override { return QStringLiteral("testproxy.conf"); }
    QByteArray writeConfig(const SystemConfigInput &in) const override
    {
        QByteArray c = "# Written by RingLab for one live run.\n";
        c += "listen " + QByteArray::number(in.listenPort) + '\n';
        c += "algorithm " + algorithm().toUtf8() + '\n';
        c += "log " + QDir(in.dir).filePath(QStringLiteral("testproxy.log")).toUtf8() + '\n';
        for (const Server &s : in.servers)
            c += "server " + s.address.toUtf8() + ' ' + QByteArray::number(s.weight) + (s.down ? " down\n" : "\n");
        if (!in.extraConfig.isEmpty())
            c += in.extraConfig.toUtf8() + '\n';
        return c;
    }
    QString checkCommand() const override { return QStringLiteral("ringlab-testproxy --check"); }
    QStringList checkArguments(const QString &dir) const override
    {
        return {QStringLiteral("--check"), QDir(dir).filePath(configFileName())};
    }
    QStringList startArguments(const QString &dir) const override { return {QDir(dir).filePath(configFileName())}; }

    QStringList evidenceFiles() const override { return {configFileName(), QStringLiteral("testproxy.log")}; }
    std::unique_ptr<SystemLogScanner> logScanner(const QString &dir) const override
    {
        return std::make_unique<TestProxyLogScanner>(QDir(dir).filePath(QStringLiteral("testproxy.log")));
    }
    QStringList logRules() const override { return {QStringLiteral("%1 logs no backend error").arg(displayName())}; }
};

} // namespace

} // namespace ringlab::test

// The macro opens its own anonymous namespace inside ringcore.
namespace ringcore {
RINGCORE_REGISTER_SYSTEM(90, ringlab::test::TestProxySystem)
}
