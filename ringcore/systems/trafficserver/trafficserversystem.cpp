// Apache Traffic Server as a live-run system: parent selection `round_robin=consistent_hash` over
// the backends as parents, caching off, its own layout under the run directory (TS_RUNROOT), checked
// with `traffic_server -C verify_config`, run under traffic_manager (which traffic_ctl talks to),
// down parents marked with `traffic_ctl host down`, predicted by the "trafficserver" port
// (systems/trafficserver/trafficserverring.cpp), its diags.log and error.log read for errors.
#include "ringcore/live/runlog.h"
#include "ringcore/live/systemdescription.h"

#include <QCoreApplication>
#include <QDir>

#include <algorithm>

namespace ringcore {

namespace {

QString runRoot(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("runroot.yaml"));
}

QString layoutDir(const QString &dir, const char *name)
{
    return QDir(dir).filePath(QStringLiteral("ats-") + QLatin1String(name));
}

/// The host name a down parent is written with: its own loopback address (127.0.1.N), so that
/// `traffic_ctl host down` (host status is kept per host name) marks that parent alone. Its
/// points still hash its address (the hash string), so the ring is the one every other parent
/// sees; it is never connected to while it is down.
QString downHost(qsizetype position)
{
    return QStringLiteral("127.%1.%2.%3").arg(1 + position / 62500).arg((position / 250) % 250).arg(1 + position % 250);
}

/// diags.log lines at ERROR or worse, and "parent … marked down" notes (a parent that failed
/// during the run: its keys went elsewhere), make the run invalid.
class TrafficServerLogScanner : public SystemLogScanner
{
public:
    explicit TrafficServerLogScanner(const QString &dir)
        : m_log(QDir(layoutDir(dir, "log")).filePath(QStringLiteral("diags.log")))
    {
    }

    void markStop() override { m_log.markStop(); }

    void scan(QJsonObject *diagnostics, QStringList *reasons) override
    {
        LogFindings errors;
        m_log.forEachRunLine([&errors](const QByteArray &line) {
            const QByteArray lower = line.toLower();
            if (line.contains(" ERROR: ") || line.contains(" FATAL: ") || line.contains(" ALERT: ")
                || line.contains(" EMERGENCY: ") || lower.contains("could not connect")
                || (lower.contains("parent") && lower.contains("down")))
                errors.add(line);
        });
        errors.store(diagnostics, QStringLiteral("errors"));
        if (errors.count())
            reasons->append(QCoreApplication::translate("TrafficServerSystem", "Traffic Server logged %1 errors: %2")
                                .arg(errors.count())
                                .arg(errors.first()));
    }

private:
    RunLog m_log;
};

class TrafficServerSystem : public SystemDescription
{
public:
    QString name() const override { return QStringLiteral("trafficserver"); }
    QString displayName() const override { return QStringLiteral("Traffic Server"); }
    QString programName() const override { return QStringLiteral("traffic_manager"); }
    QStringList versionArguments() const override { return {QStringLiteral("-V")}; }

    // ATS takes any positive float; whole numbers up to 10 keep a 100-parent ring near 1 M points.
    int minWeight() const override { return 1; }
    int maxWeight() const override { return 10; }
    QList<SystemVariant> variants() const override { return {{70, QStringLiteral("trafficserver"), 1, {}}}; }

    QString algorithm() const override { return QStringLiteral("trafficserver"); }
    // Every backend listens on 127.0.0.1: its points hash host:port, as `host:port&host:port`
    // in parent.config says (ATS's default hashes the host name alone, the same for all).
    AlgorithmOptions algorithmOptions() const override { return {{QStringLiteral("hash-string"), QStringLiteral("address")}}; }

    // hash-string is left out: a down parent is written under a loopback name of its own and keeps
    // its points only through its hash string (see writeConfig), so the live runs always set it
    // (none would hash every backend's host name, 127.0.0.1, alike). secondary: the last N
    // backends form secondary_parent; the port checks it against the run's servers.
    QList<LiveOption> liveOptions() const override
    {
        QList<LiveOption> out = portOptions({QStringLiteral("secondary"), QStringLiteral("secondary-mode"),
                                             QStringLiteral("qstring")});
        for (LiveOption &o : out)
            o.checkAlone = o.spec.name != QLatin1String("secondary");
        return out;
    }
    QString configFileName() const override { return QStringLiteral("parent.config"); }
    QByteArray writeConfig(const SystemConfigInput &in) const override
    {
        const qsizetype secondary = in.options.value(QStringLiteral("secondary"), QStringLiteral("0")).toInt();
        const qsizetype primary = std::max<qsizetype>(0, in.servers.size() - secondary);
        QByteArray c = "# Written by RingLab for one live run.\n";
        c += "dest_domain=. parent=\"" + parentList(in.servers, 0, primary) + '"';
        if (secondary > 0)
            c += " secondary_parent=\"" + parentList(in.servers, primary, in.servers.size())
                 + "\" secondary_mode=" + in.options.value(QStringLiteral("secondary-mode"), QStringLiteral("1")).toUtf8();
        c += " round_robin=consistent_hash go_direct=false parent_is_proxy=false";
        c += (in.options.value(QStringLiteral("qstring")) == QLatin1String("ignore") ? " qstring=ignore" : "");
        return c + '\n';
    }
    /// Parents from..to-1 as parent.config lists them: host:port|weight&hash string.
    static QByteArray parentList(const ServerList &servers, qsizetype from, qsizetype to)
    {
        QByteArray parents;
        for (qsizetype i = from; i < to; ++i) {
            const Server &s = servers[i];
            const QString port = s.address.section(QLatin1Char(':'), 1);
            const QString host = s.down ? downHost(i) : s.address.section(QLatin1Char(':'), 0, 0);
            if (!parents.isEmpty())
                parents += ';';
            parents += (host + QLatin1Char(':') + port).toUtf8() + '|' + QByteArray::number(s.weight) + '&'
                       + s.address.toUtf8();
        }
        return parents;
    }
    QMap<QString, QByteArray> extraConfigFiles(const SystemConfigInput &in) const override
    {
        const QByteArray dir = in.dir.toUtf8();
        QMap<QString, QByteArray> files;
        // Every directory of the layout under the run directory; the programs stay Debian's.
        files.insert(QStringLiteral("runroot.yaml"),
                     "prefix: " + dir + "\nexec_prefix: /usr\nbindir: /usr/bin\nsbindir: /usr/sbin\nsysconfdir: " + dir
                         + "\ndatadir: " + layoutDir(in.dir, "cache").toUtf8()
                         + "\nincludedir: /usr/include\nlibdir: /usr/lib/trafficserver\n"
                           "libexecdir: /usr/lib/trafficserver/modules\nlocalstatedir: "
                         + layoutDir(in.dir, "var").toUtf8() + "\nruntimedir: " + layoutDir(in.dir, "run").toUtf8()
                         + "\nlogdir: " + layoutDir(in.dir, "log").toUtf8() + "\ncachedir: "
                         + layoutDir(in.dir, "cache").toUtf8() + '\n');
        for (const char *sub : {"var", "run", "log", "cache"})
            files.insert(QStringLiteral("ats-%1/.ringlab").arg(QLatin1String(sub)), QByteArray());
        QByteArray records = "CONFIG proxy.config.http.server_ports STRING " + QByteArray::number(in.listenPort) + '\n';
        records += "CONFIG proxy.config.admin.user_id STRING #-1\n"; // stay the user RingLab runs as
        records += "CONFIG proxy.config.http.cache.http INT 0\n";     // nothing cached
        // With caching off every request would bypass the parents (HttpTransact.cc:582-598).
        records += "CONFIG proxy.config.http.uncacheable_requests_bypass_parent INT 0\n";
        records += "CONFIG proxy.config.url_remap.remap_required INT 0\n";
        records += "CONFIG proxy.config.http.no_dns_just_forward_to_parent INT 1\n";
        // Parents on local addresses would be marked down as "self".
        records += "CONFIG proxy.config.http.parent_proxy.self_detect INT 0\n";
        records += "CONFIG proxy.config.http.insert_response_via_str INT 0\n";
        records += "CONFIG proxy.config.log.logging_enabled INT 0\n";
        records += "CONFIG proxy.config.diags.debug.enabled INT 0\n";
        records += "CONFIG proxy.config.http.keep_alive_no_activity_timeout_out INT 300\n";
        records += "CONFIG proxy.config.exec_thread.autoconfig INT 0\n";
        records += "CONFIG proxy.config.exec_thread.limit INT 2\n";
        files.insert(QStringLiteral("records.config"), records);
        files.insert(QStringLiteral("storage.config"), layoutDir(in.dir, "cache").toUtf8() + " 64M\n");
        // Requests to 127.0.0.1 never go to a parent (is_localhost(), HttpTransact.cc:567-572):
        // the remap gives them another host name first.
        // The extra config goes there too: remap.config is what `traffic_server -C verify_config`
        // checks (parent.config is read at start; its errors reach diags.log and the scanner).
        QByteArray remap = "map / http://origin.example/\n";
        if (!in.extraConfig.isEmpty())
            remap += in.extraConfig.toUtf8() + '\n';
        files.insert(QStringLiteral("remap.config"), remap);
        files.insert(QStringLiteral("ip_allow.yaml"),
                     "ip_allow:\n  - apply: in\n    ip_addrs: 127.0.0.1\n    action: allow\n"
                     "  - apply: out\n    ip_addrs: 0/0\n    action: allow\n");
        for (const char *empty : {"plugin.config", "cache.config", "hosting.config", "volume.config", "socks.config",
                                  "splitdns.config", "ssl_multicert.config", "sni.yaml", "strategies.yaml",
                                  "logging.yaml"})
            files.insert(QLatin1String(empty), QByteArray());
        return files;
    }
    QString checkProgramName() const override { return QStringLiteral("traffic_server"); }
    QString checkCommand() const override { return QStringLiteral("traffic_server -C verify_config"); }
    QStringList checkArguments(const QString &dir) const override
    {
        Q_UNUSED(dir);
        return {QStringLiteral("-C"), QStringLiteral("verify_config")};
    }
    QStringList startArguments(const QString &dir) const override
    {
        Q_UNUSED(dir);
        return {QStringLiteral("--nosyslog")};
    }
    QMap<QString, QString> environment(const QString &dir) const override
    {
        return {{QStringLiteral("TS_RUNROOT"), runRoot(dir)}};
    }
    // traffic_manager starts traffic_server, which builds 1,024 points per parent unit of weight.
    // A minute, or the default's 15 s + 200 ms per parent when that is longer (over 225 parents).
    int startTimeoutMs(int backends) const override
    {
        return std::max(60000, SystemDescription::startTimeoutMs(backends));
    }
    QList<SystemCommand> readyCommands(const SystemConfigInput &in) const override
    {
        // traffic_manager listens before traffic_server has connected to it; a host status sent
        // earlier is lost. Wait for the proxy, then mark each down parent and wait until
        // traffic_server reports it down.
        QList<SystemCommand> commands{
            {QStringLiteral("traffic_ctl"), {QStringLiteral("server"), QStringLiteral("status")}, QStringLiteral("Proxy -- on"), 60000, {}, {}}};
        for (qsizetype i = 0; i < in.servers.size(); ++i) {
            if (!in.servers[i].down)
                continue;
            // Sent again until traffic_server logs the host down (a message sent while it is still
            // connecting to traffic_manager is lost; `traffic_ctl host status` cannot read the
            // status of this layout's traffic_server, so its own diags.log line is the proof).
            commands.append({QStringLiteral("traffic_ctl"),
                             {QStringLiteral("host"), QStringLiteral("down"), QStringLiteral("--reason"), QStringLiteral("manual"),
                              downHost(i)},
                             QString(),
                             30000,
                             {QStringLiteral("-F"), QStringLiteral("Host %1 has been marked down").arg(downHost(i)),
                              QDir(layoutDir(in.dir, "log")).filePath(QStringLiteral("diags.log"))},
                             QStringLiteral("grep")});
        }
        return commands;
    }

    QStringList evidenceFiles() const override { return {configFileName(), QStringLiteral("records.config")}; }
    std::unique_ptr<SystemLogScanner> logScanner(const QString &dir) const override
    {
        return std::make_unique<TrafficServerLogScanner>(dir);
    }
    QStringList logRules() const override
    {
        return {QCoreApplication::translate("TrafficServerSystem", "%1 logs no error and marks no parent down")
                    .arg(displayName())};
    }
};

} // namespace

RINGCORE_REGISTER_SYSTEM(40, TrafficServerSystem)

} // namespace ringcore
