// HAProxy as a live-run system: `balance uri` + `hash-type consistent` in front of the backends,
// checked with `haproxy -c`, predicted by the "haproxy" ring port (rings/haproxyring.cpp).
#include "ringcore/live/proxyconfigwriter.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QDir>

#include <sys/resource.h>

namespace ringcore {

namespace {

/// A maxconn HAProxy can honour within this process's open-file limit (inherited by children).
int haproxyMaxconn()
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return 4096;
    // Each proxied connection needs two descriptors; keep room for listeners and logs.
    const long fit = (long(limit.rlim_cur) - 200) / 2;
    return int(qBound(64L, fit, 4096L));
}

class HaproxySystem : public SystemDescription
{
public:
    QString name() const override { return QStringLiteral("haproxy"); }
    QString displayName() const override { return QStringLiteral("HAProxy"); }
    QString processName() const override { return QCoreApplication::translate("ProxyProcess", "HAProxy"); }
    QString programName() const override { return QStringLiteral("haproxy"); }

    int minWeight() const override { return 0; }
    int maxWeight() const override
    {
        // The port's limit is HAProxy's (SRV_UWGHT_MAX): one fact, read from the algorithm.
        const AlgorithmInfo *info = AlgorithmRegistry::find(algorithm());
        return info ? info->maxWeight : 0;
    }
    QList<SystemVariant> variants() const override
    {
        return {{20, QStringLiteral("haproxy-default"), 1, {}},
                {30, QStringLiteral("haproxy-weight-10"), 10, {}},
                {40, QStringLiteral("haproxy-weight-100"), 100, {}}};
    }

    QString algorithm() const override { return QStringLiteral("haproxy"); }

    QString configFileName() const override { return QStringLiteral("haproxy.cfg"); }
    QByteArray writeConfig(const SystemConfigInput &in) const override
    {
        QByteArray c;
        c += "# Written by RingLab for one live run.\n";
        c += "global\n";
        c += "    maxconn " + QByteArray::number(haproxyMaxconn()) + "\n";
        c += "    nbthread 2\n";
        c += "defaults\n";
        ProxyConfigWriter::appendLines(&c, "    ", {"mode http", "timeout connect 5s", "timeout client 60s", "timeout server 60s",
                                                    "timeout http-keep-alive 60s", "retries 3"});
        c += "frontend ringlab\n";
        c += "    bind 127.0.0.1:" + QByteArray::number(in.listenPort) + "\n";
        c += "    default_backend ringlab_backends\n";
        c += "backend ringlab_backends\n";
        ProxyConfigWriter::appendLines(&c, "    ", {"balance uri", "hash-type consistent", "http-reuse always"});
        // Server ids 1..N in order; down servers `disabled`, so the others keep their ids.
        c += ProxyConfigWriter::serverLines(in.servers, "    ", [](qsizetype i, const Server &s) {
            return "server s" + QByteArray::number(i + 1) + ' ' + s.address.toUtf8() + " weight " + QByteArray::number(s.weight)
                + (s.down ? " disabled" : "");
        });
        if (!in.extraConfig.isEmpty())
            c += "    " + in.extraConfig.toUtf8() + "\n";
        return c;
    }
    QString checkCommand() const override { return QStringLiteral("haproxy -c"); }
    QStringList checkArguments(const QString &dir) const override
    {
        return {QStringLiteral("-c"), QStringLiteral("-f"), QDir(dir).filePath(configFileName())};
    }
    QStringList startArguments(const QString &dir) const override
    {
        // -db: stay in the foreground so QProcess owns it.
        return {QStringLiteral("-db"), QStringLiteral("-f"), QDir(dir).filePath(configFileName())};
    }
};

} // namespace

RINGCORE_REGISTER_SYSTEM(20, HaproxySystem)

} // namespace ringcore
