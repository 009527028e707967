// twemproxy (nutcracker 0.5.0) as a live-run system: one memcached pool, `distribution: ketama`,
// `hash: fnv1a_64` (both nutcracker's defaults), `auto_eject_hosts: true`, in front of the
// backends; checked with `nutcracker -t`, predicted by the "twemproxy-ketama" port
// (systems/twemproxy/twemproxypool.cpp) with its default options. Down servers are ejected the way twemproxy
// does it: their backends refuse connections, the first request that reaches one fails
// (SERVER_ERROR, resent by the memcached engine) and ejects it for the rest of the run
// (server_failure_limit 1, server_retry_timeout one day). docs/live-runs.md, "twemproxy".
//
// "twemproxy-redis" is the same pool in Redis mode (`redis: true`): clients and backends speak
// RESP (`GET key`, ringlab-responder's redis protocol), and nutcracker hashes the same key with the
// same distribution code (nc_redis.c parses the key of GET, nc_request.c req_forward hands it to
// server_pool_conn), so the same port predicts it. Down servers are ejected the same way; a request
// that reaches one before that is answered `-ERR …` and resent by the Redis engine.
#include "ringcore/live/runlog.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTcpServer>

namespace ringcore {

namespace {

QString logFile(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("nutcracker.log"));
}

/// nutcracker logs its start banner (nc.c), then only trouble: a line during the run is a fault,
/// unless it names a server the run marked down (its ejection is the point).
class TwemproxyLogScanner : public SystemLogScanner
{
public:
    explicit TwemproxyLogScanner(QString dir) : m_dir(std::move(dir)), m_log(logFile(m_dir)) {}

    void markStop() override { m_log.markStop(); }

    void scan(QJsonObject *diagnostics, QStringList *reasons) override
    {
        // The down servers' addresses, from the config this run wrote ("# down" after each).
        QList<QByteArray> down;
        QFile config(QDir(m_dir).filePath(QStringLiteral("nutcracker.yml")));
        if (config.open(QIODevice::ReadOnly))
            for (const QByteArray &line : config.readAll().split('\n'))
                if (line.endsWith("# down"))
                    down.append("'" + line.trimmed().mid(2).split(' ').front() + "'");
        int ejections = 0;
        LogFindings errors;
        m_log.forEachRunLine([&](const QByteArray &line) {
            if (line.isEmpty() || line.contains("] nc.c:"))
                return; // the banner: version, pid, motto
            if (std::any_of(down.begin(), down.end(), [&line](const QByteArray &d) { return line.contains(d); }))
                ++ejections;
            else
                errors.add(line);
        });
        errors.store(diagnostics, QStringLiteral("logLines"));
        diagnostics->insert(QStringLiteral("downServerLines"), ejections);
        if (errors.count())
            reasons->append(QCoreApplication::translate("LiveRunner", "twemproxy logged %1 lines about servers that "
                                                                      "should be up or about itself: %2")
                                .arg(errors.count())
                                .arg(errors.first()));
    }

private:
    QString m_dir;
    RunLog m_log;
};

class TwemproxySystem : public SystemDescription
{
public:
    QString name() const override { return QStringLiteral("twemproxy"); }
    QString displayName() const override { return QStringLiteral("twemproxy"); }
    /// Redis mode: the pool's `redis: true`, RESP to clients and backends.
    virtual bool redis() const { return false; }
    QString processName() const override { return QCoreApplication::translate("ProxyProcess", "twemproxy"); }
    QString programName() const override { return QStringLiteral("nutcracker"); }
    QStringList versionArguments() const override { return {QStringLiteral("-V")}; }

    int minWeight() const override { return 1; }
    // nutcracker takes any positive int; the pool's total must fit 32 bits (the port checks it).
    int maxWeight() const override { return 10000; }

    QString loadProtocol() const override { return redis() ? QStringLiteral("redis") : QStringLiteral("memcached"); }
    bool downServersRefuse() const override { return true; }

    QString algorithm() const override { return QStringLiteral("twemproxy-ketama"); }
    AlgorithmOptions algorithmOptions() const override
    {
        return {{QStringLiteral("hash"), QStringLiteral("fnv1a_64")},
                {QStringLiteral("names"), QStringLiteral("address")},
                {QStringLiteral("auto-eject-hosts"), QStringLiteral("true")}};
    }

    // auto-eject-hosts stays true: down servers are ejected, the way the live runs mark them down
    // (with false their keys get errors, which no mapping records). distribution is not an option
    // of the port but picks it: ketama (twemproxy-ketama) or modula (twemproxy-modula, the same
    // options); random picks at random, which nothing predicts key by key.
    QList<LiveOption> liveOptions() const override
    {
        QList<LiveOption> out
            = portOptions({QStringLiteral("hash"), QStringLiteral("names"), QStringLiteral("hash-tag")});
        OptionSpec distribution;
        distribution.name = QStringLiteral("distribution");
        distribution.description = QCoreApplication::translate(
            "ringcore::TwemproxySystem", "distribution: ketama (predicted by twemproxy-ketama) or modula "
                                         "(predicted by twemproxy-modula)");
        distribution.defaultValue = QStringLiteral("ketama");
        distribution.choices = {QStringLiteral("ketama"), QStringLiteral("modula")};
        out.append(LiveOption{distribution, false});
        return out;
    }
    QString predictAlgorithm(const AlgorithmOptions &options) const override
    {
        return options.value(QStringLiteral("distribution")) == QLatin1String("modula")
                   ? QStringLiteral("twemproxy-modula")
                   : algorithm();
    }
    QString configFileName() const override { return QStringLiteral("nutcracker.yml"); }
    QByteArray writeConfig(const SystemConfigInput &in) const override
    {
        QByteArray c;
        c += "# Written by RingLab for one live run.\n";
        c += "ringlab:\n";
        c += "  listen: 127.0.0.1:" + QByteArray::number(in.listenPort) + "\n";
        c += "  hash: " + in.options.value(QStringLiteral("hash"), QStringLiteral("fnv1a_64")).toUtf8() + "\n";
        if (in.options.value(QStringLiteral("hash-tag"), QStringLiteral("none")) != QLatin1String("none"))
            c += "  hash_tag: \"" + in.options.value(QStringLiteral("hash-tag")).toUtf8() + "\"\n";
        c += "  distribution: " + in.options.value(QStringLiteral("distribution"), QStringLiteral("ketama")).toUtf8() + "\n";
        c += "  timeout: 5000\n";
        c += "  backlog: 1024\n";
        c += "  preconnect: false\n";
        if (redis())
            c += "  redis: true\n";
        c += "  auto_eject_hosts: true\n";
        c += "  server_failure_limit: 1\n";
        c += "  server_retry_timeout: 86400000\n";
        if (!in.extraConfig.isEmpty())
            c += "  " + in.extraConfig.toUtf8() + "\n";
        c += "  servers:\n";
        // host:port:weight; no explicit names, so each server's ketama name is "127.0.0.1:port".
        const bool numbered = in.options.value(QStringLiteral("names")) == QLatin1String("numbered");
        for (qsizetype i = 0; i < in.servers.size(); ++i) {
            const Server &s = in.servers[i];
            c += "   - " + s.address.toUtf8() + ':' + QByteArray::number(s.weight);
            if (numbered) // explicit names server1, server2, … in list order: what the port's names=numbered hashes
                c += " server" + QByteArray::number(i + 1);
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

/// The same pool in Redis mode.
class TwemproxyRedisSystem : public TwemproxySystem
{
public:
    QString name() const override { return QStringLiteral("twemproxy-redis"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("ProxyProcess", "twemproxy (Redis)");
    }
    bool redis() const override { return true; }
};

} // namespace

RINGCORE_REGISTER_SYSTEM(70, TwemproxySystem)
RINGCORE_REGISTER_SYSTEM(71, TwemproxyRedisSystem)

} // namespace ringcore
