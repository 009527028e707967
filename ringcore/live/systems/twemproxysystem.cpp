// twemproxy (nutcracker 0.5.0) as a live-run system: one memcached pool, `distribution: ketama`,
// `hash: fnv1a_64` (both nutcracker's defaults), `auto_eject_hosts: true`, in front of the
// backends; checked with `nutcracker -t`, predicted by the "twemproxy-ketama" port
// (rings/twemproxypool.cpp) with its default options. Down servers are ejected the way twemproxy
// does it: their backends refuse connections, the first request that reaches one fails
// (SERVER_ERROR, resent by the memcached engine) and ejects it for the rest of the run
// (server_failure_limit 1, server_retry_timeout one day). docs/live-runs.md, "twemproxy".
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTcpServer>

namespace ringcore {

namespace {

constexpr int kMaxSamples = 10;

QString logFile(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("nutcracker.log"));
}

/// nutcracker logs its start banner (nc.c), then only trouble: a line during the run is a fault,
/// unless it names a server the run marked down (its ejection is the point).
class TwemproxyLogScanner : public SystemLogScanner
{
public:
    explicit TwemproxyLogScanner(QString dir) : m_dir(std::move(dir)) {}

    void markStop() override { m_sizeAtStop = QFileInfo(logFile(m_dir)).size(); }

    void scan(QJsonObject *diagnostics, QStringList *reasons) override
    {
        // The down servers' addresses, from the config this run wrote ("# down" after each).
        QList<QByteArray> down;
        QFile config(QDir(m_dir).filePath(QStringLiteral("nutcracker.yml")));
        if (config.open(QIODevice::ReadOnly))
            for (const QByteArray &line : config.readAll().split('\n'))
                if (line.endsWith("# down"))
                    down.append("'" + line.trimmed().mid(2).split(' ').front() + "'");
        int errors = 0, ejections = 0;
        QStringList samples;
        QFile log(logFile(m_dir));
        if (log.open(QIODevice::ReadOnly)) {
            while (!log.atEnd() && (m_sizeAtStop < 0 || log.pos() < m_sizeAtStop)) {
                const QByteArray line = log.readLine().trimmed();
                if (line.isEmpty() || line.contains("] nc.c:"))
                    continue; // the banner: version, pid, motto
                const bool aboutDown = std::any_of(down.begin(), down.end(),
                                                   [&line](const QByteArray &d) { return line.contains(d); });
                if (aboutDown) {
                    ++ejections;
                    continue;
                }
                if (errors++ < kMaxSamples)
                    samples.append(QString::fromUtf8(line));
            }
        }
        diagnostics->insert(QStringLiteral("logLines"), errors);
        diagnostics->insert(QStringLiteral("downServerLines"), ejections);
        diagnostics->insert(QStringLiteral("samples"), QJsonArray::fromStringList(samples));
        if (errors)
            reasons->append(QCoreApplication::translate("LiveRunner", "twemproxy logged %1 lines about servers that "
                                                                      "should be up or about itself: %2")
                                .arg(errors)
                                .arg(samples.value(0)));
    }

private:
    QString m_dir;
    qint64 m_sizeAtStop = -1;
};

class TwemproxySystem : public SystemDescription
{
public:
    QString name() const override { return QStringLiteral("twemproxy"); }
    QString displayName() const override { return QStringLiteral("twemproxy"); }
    QString processName() const override { return QCoreApplication::translate("ProxyProcess", "twemproxy"); }
    QString programName() const override { return QStringLiteral("nutcracker"); }
    QStringList versionArguments() const override { return {QStringLiteral("-V")}; }

    int minWeight() const override { return 1; }
    // nutcracker takes any positive int; the pool's total must fit 32 bits (the port checks it).
    int maxWeight() const override { return 10000; }

    QString loadProtocol() const override { return QStringLiteral("memcached"); }
    bool downServersRefuse() const override { return true; }

    QString algorithm() const override { return QStringLiteral("twemproxy-ketama"); }
    AlgorithmOptions algorithmOptions() const override
    {
        return {{QStringLiteral("hash"), QStringLiteral("fnv1a_64")},
                {QStringLiteral("names"), QStringLiteral("address")},
                {QStringLiteral("auto-eject-hosts"), QStringLiteral("true")}};
    }

    QString configFileName() const override { return QStringLiteral("nutcracker.yml"); }
    QByteArray writeConfig(const SystemConfigInput &in) const override
    {
        QByteArray c;
        c += "# Written by RingLab for one live run.\n";
        c += "ringlab:\n";
        c += "  listen: 127.0.0.1:" + QByteArray::number(in.listenPort) + "\n";
        c += "  hash: fnv1a_64\n";
        c += "  distribution: ketama\n";
        c += "  timeout: 5000\n";
        c += "  backlog: 1024\n";
        c += "  preconnect: false\n";
        c += "  auto_eject_hosts: true\n";
        c += "  server_failure_limit: 1\n";
        c += "  server_retry_timeout: 86400000\n";
        if (!in.extraConfig.isEmpty())
            c += "  " + in.extraConfig.toUtf8() + "\n";
        c += "  servers:\n";
        // host:port:weight; no explicit names, so each server's ketama name is "127.0.0.1:port".
        for (const Server &s : in.servers) {
            c += "   - " + s.address.toUtf8() + ':' + QByteArray::number(s.weight);
            if (s.down)
                c += " # down";
            c += '\n';
        }
        return c;
    }
    QString checkCommand() const override { return QStringLiteral("nutcracker -t"); }
    QStringList checkArguments(const QString &dir) const override
    {
        return {QStringLiteral("-t"), QStringLiteral("-c"), QDir(dir).filePath(configFileName())};
    }
    QStringList startArguments(const QString &dir) const override
    {
        // nutcracker always serves stats on TCP (no way to turn it off; port 0 is refused): on
        // 127.0.0.1 at a port the kernel just found free, never the default 0.0.0.0:22222.
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        const quint16 statsPort = probe.serverPort();
        probe.close();
        return {QStringLiteral("-c"), QDir(dir).filePath(configFileName()), QStringLiteral("-o"), logFile(dir),
                QStringLiteral("-a"), QStringLiteral("127.0.0.1"), QStringLiteral("-s"), QString::number(statsPort),
                QStringLiteral("-p"), QDir(dir).filePath(QStringLiteral("nutcracker.pid"))};
    }

    QStringList evidenceFiles() const override { return {configFileName(), QStringLiteral("nutcracker.log")}; }
    std::unique_ptr<SystemLogScanner> logScanner(const QString &dir) const override
    {
        return std::make_unique<TwemproxyLogScanner>(dir);
    }
    QStringList logRules() const override
    {
        return {QCoreApplication::translate("LiveRunStatus", "%1 logs nothing about servers that are up")
                    .arg(displayName())};
    }
};

} // namespace

RINGCORE_REGISTER_SYSTEM(70, TwemproxySystem)

} // namespace ringcore
