#include "ringcore/live/proxyprocess.h"

#include "ringcore/live/proxyconfigwriter.h"

#include <QDir>

namespace ringcore {

ProxyProcess::ProxyProcess(LiveProxy kind, QObject *parent)
    : ManagedProcess(kind == LiveProxy::Haproxy ? tr("HAProxy") : tr("proxy nginx"), parent), m_kind(kind)
{
}

QString ProxyProcess::errorLogPath() const
{
    return m_kind == LiveProxy::Nginx ? QDir(m_dir).filePath(QStringLiteral("proxy-error.log")) : QString();
}

QString ProxyProcess::configPath() const
{
    return QDir(m_dir).filePath(m_kind == LiveProxy::Nginx ? QStringLiteral("proxy.conf")
                                                           : QStringLiteral("haproxy.cfg"));
}

QStringList ProxyProcess::arguments(bool test) const
{
    if (m_kind == LiveProxy::Nginx) {
        QStringList args{QStringLiteral("-p"), m_dir + QLatin1Char('/'), QStringLiteral("-e"), errorLogPath(),
                         QStringLiteral("-c"), configPath()};
        if (test)
            args.prepend(QStringLiteral("-t"));
        return args;
    }
    // -db: stay in the foreground so QProcess owns it; -c: check only.
    return test ? QStringList{QStringLiteral("-c"), QStringLiteral("-f"), configPath()}
                : QStringList{QStringLiteral("-db"), QStringLiteral("-f"), configPath()};
}

bool ProxyProcess::start(const QString &program, const QString &dir, const LiveRunConfig &config,
                         const ServerList &servers, int listenPort, QString *error)
{
    m_dir = dir;
    const QByteArray text = m_kind == LiveProxy::Nginx
        ? ProxyConfigWriter::nginxProxy(dir, config, servers, listenPort)
        : ProxyConfigWriter::haproxy(config, servers, listenPort, ProxyConfigWriter::haproxyMaxconn());
    if (!ProxyConfigWriter::writeFile(configPath(), text, error))
        return false;
    QString output;
    if (runCheck(program, arguments(true), &output) != 0) {
        if (error)
            *error = m_kind == LiveProxy::Nginx ? tr("proxy nginx: configuration check (nginx -t) failed: %1").arg(output)
                                                : tr("HAProxy: configuration check (haproxy -c) failed: %1").arg(output);
        return false;
    }
    return startProcess(program, arguments(false), dir, error);
}

QString ProxyProcess::version(const QString &program, LiveProxy kind)
{
    QString output;
    runCheck(program, {kind == LiveProxy::Nginx ? QStringLiteral("-v") : QStringLiteral("-v")}, &output, 5000);
    return output.section(QLatin1Char('\n'), 0, 0).trimmed();
}

} // namespace ringcore
