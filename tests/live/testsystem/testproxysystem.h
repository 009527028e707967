#pragma once
// The test-only system's live part: ringlab-testproxy (testproxymain.cpp) routing by a registered
// algorithm. It registers itself like nginx and HAProxy do (ringcore/systems/), from the tests
// folder alone: linked into the folder's tests and into ringlab-cli-testsystem (a build of
// ringlab-cli with the folder's registrations added; CMakeLists.txt here), it runs through
// `measure` and `predict` unchanged. TestProxySystem ("test-rendezvous": HTTP and RingLab's
// rendezvous port, testproxysystem.cpp) and TestLineSystem ("test-line": the folder's own
// protocol and port, testlinesystem.cpp) are registered from their files.
#include "ringcore/live/runlog.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QDir>

namespace ringlab::test {

/// The proxy logs "error: backend …: …" for every backend it could not reach (then answers 502).
class TestProxyLogScanner : public ringcore::SystemLogScanner
{
public:
    explicit TestProxyLogScanner(QString path) : m_log(std::move(path)) {}
    void scan(QJsonObject *diagnostics, QStringList *reasons) override
    {
        ringcore::LogFindings errors(5);
        m_log.forEachLine([&errors](const QByteArray &line, bool) {
            if (line.startsWith("error:"))
                errors.add(line);
        });
        errors.store(diagnostics, QStringLiteral("backendErrors"));
        if (errors.count())
            reasons->append(QStringLiteral("the test proxy logged %1 backend errors").arg(errors.count()));
    }

private:
    ringcore::RunLog m_log;
};

class TestProxySystem : public ringcore::SystemDescription
{
public:
    QString name() const override { return QStringLiteral("test-rendezvous"); }
    QString displayName() const override { return QStringLiteral("RingLab test proxy"); }
    QString programName() const override { return QStringLiteral("ringlab-testproxy"); }
    QStringList versionArguments() const override { return {QStringLiteral("--version")}; }

    // The port's own weight range: the proxy builds exactly that algorithm.
    int minWeight() const override { return ringcore::AlgorithmRegistry::find(algorithm())->minWeight; }
    int maxWeight() const override { return ringcore::AlgorithmRegistry::find(algorithm())->maxWeight; }
    QList<ringcore::SystemVariant> variants() const override { return {{90, QStringLiteral("test-rendezvous-weight-3"), 3, {}}}; }

    QString algorithm() const override { return QStringLiteral("rendezvous"); }

    QString configFileName() const override { return QStringLiteral("testproxy.conf"); }
    QByteArray writeConfig(const ringcore::SystemConfigInput &in) const override
    {
        QByteArray c = "# Written by RingLab for one live run.\n";
        c += "listen " + QByteArray::number(in.listenPort) + '\n';
        c += "algorithm " + algorithm().toUtf8() + '\n';
        c += ownLines(in);
        c += "log " + QDir(in.dir).filePath(QStringLiteral("testproxy.log")).toUtf8() + '\n';
        for (const ringcore::Server &s : in.servers)
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
    std::unique_ptr<ringcore::SystemLogScanner> logScanner(const QString &dir) const override
    {
        return std::make_unique<TestProxyLogScanner>(QDir(dir).filePath(QStringLiteral("testproxy.log")));
    }
    QStringList logRules() const override { return {QStringLiteral("%1 logs no backend error").arg(displayName())}; }

protected:
    /// Lines a variant of the system adds after the algorithm line (its protocol, its options).
    virtual QByteArray ownLines(const ringcore::SystemConfigInput &in) const
    {
        Q_UNUSED(in);
        return {};
    }
};

} // namespace ringlab::test
