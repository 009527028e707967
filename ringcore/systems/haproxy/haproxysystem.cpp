// HAProxy as a live-run system: `balance uri` + `hash-type consistent` in front of the backends,
// checked with `haproxy -c`, predicted by the "haproxy" ring port (systems/haproxy/haproxyring.cpp).
#include "ringcore/live/proxyconfigwriter.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/haproxy/haproxybalancefactor.h"

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

    QList<LiveOption> liveOptions() const override
    {
        QList<LiveOption> out = portOptions({QStringLiteral("uri-whole"), QStringLiteral("path-only"), QStringLiteral("uri-len"),
                                             QStringLiteral("uri-depth"), QStringLiteral("hash-function")});
        // Not a port option: the choice depends on the requests in flight (HaproxyBalanceFactor).
        OptionSpec factor;
        factor.name = QStringLiteral("hash-balance-factor");
        factor.description = QCoreApplication::translate(
            "ringcore::HaproxySystem", "hash-balance-factor N: no server takes more than N % of the average requests in flight "
                                       "(0: off, else 100-65535)");
        factor.defaultValue = QStringLiteral("0");
        factor.minimum = 0;
        factor.maximum = 65535;
        out.append(LiveOption{factor, false});
        return out;
    }
    int hashBalanceFactor(const AlgorithmOptions &options) const override
    {
        return options.value(QStringLiteral("hash-balance-factor"), QStringLiteral("0")).toInt();
    }
    std::unique_ptr<BoundedLoadModel> boundedLoadModel(const Algorithm &ring,
                                                       const AlgorithmOptions &options) const override
    {
        const int factor = hashBalanceFactor(options);
        if (factor <= 0)
            return {};
        return std::make_unique<HaproxyBalanceFactor>(ring, factor);
    }

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
        // The run's options, each the way HAProxy's config says it (cfgparse-listen.c `balance uri`,
        // `hash-type`, `hash-balance-factor`).
        QByteArray balance = "balance uri";
        if (in.options.value(QStringLiteral("uri-whole")) == QLatin1String("1"))
            balance += " whole";
        if (in.options.value(QStringLiteral("path-only")) == QLatin1String("1"))
            balance += " path-only";
        if (in.options.value(QStringLiteral("uri-len"), QStringLiteral("0")) != QLatin1String("0"))
            balance += " len " + in.options.value(QStringLiteral("uri-len")).toUtf8();
        if (in.options.value(QStringLiteral("uri-depth"), QStringLiteral("0")) != QLatin1String("0"))
            balance += " depth " + in.options.value(QStringLiteral("uri-depth")).toUtf8();
        const QByteArray hashType = "hash-type consistent "
            + in.options.value(QStringLiteral("hash-function"), QStringLiteral("sdbm avalanche")).toUtf8();
        ProxyConfigWriter::appendLines(&c, "    ", {balance.constData(), hashType.constData(), "http-reuse always"});
        if (hashBalanceFactor(in.options) > 0)
            c += "    hash-balance-factor " + QByteArray::number(hashBalanceFactor(in.options)) + "\n";
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

protected:
    bool checkOptions(const AlgorithmOptions &options, QString *error) const override
    {
        const int factor = hashBalanceFactor(options);
        if (factor > 0 && factor < 100) {
            if (error)
                *error = QCoreApplication::translate("ringcore::HaproxySystem",
                                                     "option hash-balance-factor: \"%1\" is not allowed; HAProxy accepts 0 (off) "
                                                     "or 100-65535")
                             .arg(factor);
            return false;
        }
        return true;
    }

public:
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
