#include "ringcore/live/backendfarm.h"

#include "ringcore/live/proxyconfigwriter.h"

#include <QFileInfo>

#include <csignal>

namespace ringcore {

BackendFarm::BackendFarm(const QString &protocol, QObject *parent)
    : ManagedProcess(kind(protocol).processName(), parent), m_kind(kind(protocol)), m_protocol(protocol)
{
}

const BackendKind &BackendFarm::kind(const QString &protocol)
{
    // The last kind registered serves every protocol (ringlab-responder's), so there is always one.
    const BackendKind *found = BackendKindRegistry::forProtocol(protocol);
    Q_ASSERT(found);
    return *found;
}

QString BackendFarm::programName(const QString &protocol)
{
    return kind(protocol).programName();
}

QString BackendFarm::findProgram(const QString &protocol, const QString &explicitPath, QString *error)
{
    const BackendKind &k = kind(protocol);
    if (explicitPath.isEmpty()) {
        for (const QString &path : k.programCandidates()) {
            const QFileInfo info(path);
            if (info.isFile() && info.isExecutable())
                return info.absoluteFilePath();
        }
    }
    return ManagedProcess::findProgram(k.programName(), explicitPath, error);
}

QString BackendFarm::configFileName()
{
    return QStringLiteral("backends.conf");
}

BackendFarmInput BackendFarm::input(const QList<int> &skipPorts) const
{
    BackendFarmInput in;
    in.dir = m_dir;
    in.prefix = m_prefix;
    in.protocol = m_protocol;
    in.delayMs = m_delayMs;
    for (int p = m_basePort; p < m_basePort + m_count; ++p)
        if (!skipPorts.contains(p))
            in.ports.append(p);
    return in;
}

bool BackendFarm::start(const QString &program, const QString &dir, int basePort, int count, QString *error,
                        const QList<int> &excluded, const QString &prefix)
{
    m_excluded = excluded;
    m_prefix = prefix;
    m_program = program;
    m_dir = dir;
    m_basePort = basePort;
    m_count = count;
    m_dropped.clear();
    const BackendFarmInput in = input(m_excluded);
    if (in.delayMs > 0) {
        const QString why = m_kind.delayUnavailable();
        if (!why.isEmpty()) {
            if (error)
                *error = why;
            return false;
        }
    }
    if (!ProxyConfigWriter::writeFile(in.configPath(), m_kind.config(in), error))
        return false;
    const QStringList check = m_kind.checkArguments(in);
    QString output;
    if (!check.isEmpty() && runCheck(m_program, check, &output) != 0) {
        if (error)
            *error = m_kind.checkFailed(output);
        return false;
    }
    return startProcess(m_program, m_kind.startArguments(in), dir, error);
}

bool BackendFarm::dropPort(int port, QString *error)
{
    if (!isRunning()) {
        if (error)
            *error = tr("%1: not running").arg(displayName());
        return false;
    }
    m_dropped.append(port);
    const BackendFarmInput in = input(m_excluded + m_dropped);
    if (!ProxyConfigWriter::writeFile(in.configPath(), m_kind.config(in), error))
        return false;
    // Every kind's process re-reads its config on SIGHUP and closes listeners no longer
    // configured (BackendKind::startArguments()).
    ::kill(pid_t(pid()), SIGHUP);
    return true;
}

} // namespace ringcore
