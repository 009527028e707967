// dnsdist 1.7.3 as a live-run system: `setServerPolicy(chashed)` in front of the backends, each
// server with the fixed id RingLab's port gives it (numbered: 00000000-0000-4000-8000-<position>)
// and the hash perturbation fixed at 0, so the ring is the port's; checked with
// `dnsdist --check-config`, predicted by the "dnsdist-chashed" port (systems/dnsdist/dnsdistchashed.cpp)
// with its default options. Every server's state is forced: `setUp()`, or `setDown()` for the
// servers marked down (dnsdist's own way; no health check decides anything during a run).
// dnsdist logs to stdout only (with --disable-syslog): that goes to dnsdist.log, which the log
// scanner reads. docs/live-runs.md, "dnsdist".
#include "ringcore/live/runlog.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/systems/dnsdist/dnsdistchashed.h"

#include <QCoreApplication>
#include <QDir>

namespace ringcore {

namespace {

QString logFile(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("dnsdist.log"));
}

/// dnsdist prints its start-up (servers added, listeners, ACLs, version) and then only what went
/// wrong or changed (a server marked down, a failed send, a Lua error): any such line during the
/// run makes it invalid.
class DnsdistLogScanner : public SystemLogScanner
{
public:
    explicit DnsdistLogScanner(QString path) : m_log(std::move(path)) {}

    void markStop() override { m_log.markStop(); }

    void scan(QJsonObject *diagnostics, QStringList *reasons) override
    {
        static const char *const startup[] = {"Added downstream server", "Listening on", "ACL allowing",
                                              "Console ACL allowing", "dnsdist ", "Marking downstream",
                                              "Polled security status"};
        LogFindings lines;
        m_log.forEachRunLine([&lines](const QByteArray &line) {
            if (line.isEmpty())
                return;
            // "Marking downstream … as 'down'" at start-up is our setDown(); later it would
            // be a state change, which forced states never have.
            for (const char *prefix : startup)
                if (line.startsWith(prefix))
                    return;
            lines.add(line);
        });
        lines.store(diagnostics, QStringLiteral("logLines"));
        if (lines.count())
            reasons->append(QCoreApplication::translate("LiveRunner", "dnsdist printed %1 lines beyond its start-up "
                                                                      "messages: %2")
                                .arg(lines.count())
                                .arg(lines.first()));
    }

private:
    RunLog m_log;
};

class DnsdistSystem : public SystemDescription
{
public:
    QString name() const override { return QStringLiteral("dnsdist"); }
    QString displayName() const override { return QStringLiteral("dnsdist"); }
    QString processName() const override { return QCoreApplication::translate("ProxyProcess", "dnsdist"); }
    QString programName() const override { return QStringLiteral("dnsdist"); }
    QStringList versionArguments() const override { return {QStringLiteral("--version")}; }

    int minWeight() const override { return 1; }
    // Each weight unit is one point on the ring (dnsdist accepts up to 2^31-1; its docs advise
    // 100-1,000): 10,000 per server keeps a 1,000-server ring at ten million points.
    int maxWeight() const override { return 10000; }

    QString loadProtocol() const override { return QStringLiteral("dns"); }

    QString algorithm() const override { return QStringLiteral("dnsdist-chashed"); }
    AlgorithmOptions algorithmOptions() const override
    {
        return {{QStringLiteral("server-ids"), QStringLiteral("numbered")},
                {QStringLiteral("hash-perturbation"), QStringLiteral("0")}};
    }

    // balancing-factor acts on queries in flight only, which the port assumes none of: a run with
    // it is predicted key by key when one query is in flight at a time (measure --concurrency 1
    // --pipeline 1), as docs/ports-dnsdist.md says.
    QList<LiveOption> liveOptions() const override
    {
        return portOptions({QStringLiteral("server-ids"), QStringLiteral("hash-perturbation"),
                            QStringLiteral("balancing-factor")});
    }

    QString configFileName() const override { return QStringLiteral("dnsdist.conf"); }
    QByteArray writeConfig(const SystemConfigInput &in) const override
    {
        QByteArray c;
        c += "-- Written by RingLab for one live run.\n";
        c += "setLocal(\"127.0.0.1:" + QByteArray::number(in.listenPort) + "\")\n";
        c += "setSecurityPollSuffix(\"\")\n"; // no security polling over the network
        c += "setServerPolicy(chashed)\n";
        // 1.7.3's spelling; random at start-up otherwise
        c += "setWHashedPertubation(" + in.options.value(QStringLiteral("hash-perturbation"), QStringLiteral("0")).toUtf8() + ")\n";
        if (in.options.contains(QStringLiteral("balancing-factor")))
            c += "setConsistentHashingBalancingFactor(" + in.options.value(QStringLiteral("balancing-factor")).toUtf8() + ")\n";
        if (!in.extraConfig.isEmpty())
            c += in.extraConfig.toUtf8() + "\n";
        for (qsizetype i = 0; i < in.servers.size(); ++i) {
            const Server &s = in.servers[i];
            const QByteArray id
                = DnsdistChashed::serverId(in.options.value(QStringLiteral("server-ids"), QStringLiteral("numbered")), s.address, int(i) + 1).toString(QUuid::WithoutBraces).toLatin1();
            c += "newServer{address=\"" + s.address.toUtf8() + "\", id=\"" + id + "\", weight=" + QByteArray::number(s.weight)
                 + "}:" + (s.down ? "setDown()" : "setUp()") + "\n";
        }
        return c;
    }
    QString checkCommand() const override { return QStringLiteral("dnsdist --check-config"); }
    QStringList checkArguments(const QString &dir) const override
    {
        return {QStringLiteral("--check-config"), QStringLiteral("-C"), QDir(dir).filePath(configFileName())};
    }
    QStringList startArguments(const QString &dir) const override
    {
        // --supervised: foreground without a console; --disable-syslog: its messages on stdout.
        return {QStringLiteral("--supervised"), QStringLiteral("--disable-syslog"), QStringLiteral("-C"),
                QDir(dir).filePath(configFileName())};
    }

    QString consoleLogFileName() const override { return QStringLiteral("dnsdist.log"); }
    QStringList evidenceFiles() const override { return {configFileName(), QStringLiteral("dnsdist.log")}; }
    std::unique_ptr<SystemLogScanner> logScanner(const QString &dir) const override
    {
        return std::make_unique<DnsdistLogScanner>(logFile(dir));
    }
    QStringList logRules() const override
    {
        return {QCoreApplication::translate("LiveRunStatus", "%1 prints nothing beyond its start-up messages")
                    .arg(displayName())};
    }
};

} // namespace

RINGCORE_REGISTER_SYSTEM(80, DnsdistSystem)

} // namespace ringcore
