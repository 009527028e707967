#include "ringcore/live/proxyprocess.h"

#include "ringcore/core/filewriter.h"

#include <QDir>
#include <QFileInfo>

namespace ringcore {

ProxyProcess::ProxyProcess(const SystemDescription &system, QObject *parent)
    : ManagedProcess(system.processName(), parent), m_system(system)
{
}

QString ProxyProcess::configPath() const
{
    return QDir(m_dir).filePath(m_system.configFileName());
}

bool ProxyProcess::start(const QString &program, const SystemConfigInput &input, QString *error)
{
    m_dir = input.dir;
    if (!FileWriter::writeFile(configPath(), m_system.writeConfig(input), error))
        return false;
    const QMap<QString, QByteArray> extra = m_system.extraConfigFiles(input);
    for (auto it = extra.cbegin(); it != extra.cend(); ++it) {
        const QString path = QDir(m_dir).filePath(it.key());
        if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
            if (error)
                *error = tr("%1: cannot create the folder of %2").arg(displayName(), path);
            return false;
        }
        if (!FileWriter::writeFile(path, it.value(), error))
            return false;
    }
    // The check runs with the system's own program unless it names another one beside it.
    QString checker = program;
    if (m_system.checkProgramName() != m_system.programName()) {
        checker = QFileInfo(QFileInfo(program).absolutePath(), m_system.checkProgramName()).absoluteFilePath();
        if (!QFileInfo(checker).isExecutable())
            checker = findProgram(m_system.checkProgramName(), QString(), error);
        if (checker.isEmpty())
            return false;
    }
    QString output;
    setEnvironment(m_system.environment(m_dir));
    if (runCheck(checker, m_system.checkArguments(m_dir), &output, 20000, m_system.environment(m_dir)) != 0) {
        if (error)
            *error = tr("%1: configuration check (%2) failed: %3").arg(displayName(), m_system.checkCommand(), output);
        return false;
    }
    if (!m_system.consoleLogFileName().isEmpty())
        setOutputFile(QDir(m_dir).filePath(m_system.consoleLogFileName()));
    return startProcess(program, m_system.startArgumentsFor(input), m_dir, error);
}

QString ProxyProcess::version(const QString &program, const SystemDescription &system, int timeoutMs)
{
    QString output;
    runCheck(program, system.versionArguments(), &output, timeoutMs);
    return system.versionLine(output);
}

} // namespace ringcore
