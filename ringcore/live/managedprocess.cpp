#include "ringcore/live/managedprocess.h"

#include <QFile>

#include <QFileInfo>
#include <QStandardPaths>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace ringcore {

ManagedProcess::ManagedProcess(QString displayName, QObject *parent)
    : QObject(parent), m_name(std::move(displayName))
{
}

ManagedProcess::~ManagedProcess()
{
    stop(2000);
}

QString ManagedProcess::findProgram(const QString &name, const QString &explicitPath, QString *error)
{
    if (!explicitPath.isEmpty()) {
        const QFileInfo info(explicitPath);
        if (info.isFile() && info.isExecutable())
            return info.absoluteFilePath();
        if (error)
            *error = tr("%1: program \"%2\" not found or not executable").arg(name, explicitPath);
        return {};
    }
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/local/sbin"),
                                                      QStringLiteral("/sbin")});
    if (found.isEmpty() && error)
        *error = tr("%1: program not found on PATH or in /usr/sbin; install it or give its path").arg(name);
    return found;
}

QProcessEnvironment ManagedProcess::withVariables(const QMap<QString, QString> &environment)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (auto it = environment.cbegin(); it != environment.cend(); ++it)
        env.insert(it.key(), it.value());
    return env;
}

int ManagedProcess::runCheck(const QString &program, const QStringList &arguments, QString *output, int timeoutMs,
                             const QMap<QString, QString> &environment)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    if (!environment.isEmpty())
        process.setProcessEnvironment(withVariables(environment));
    process.start(program, arguments);
    if (!process.waitForStarted(timeoutMs)) {
        if (output)
            *output = process.errorString();
        return -1;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(2000);
        if (output)
            *output = tr("timed out after %1 ms").arg(timeoutMs);
        return -1;
    }
    if (output)
        *output = QString::fromLocal8Bit(process.readAll()).trimmed();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

QString ManagedProcess::outputTail() const
{
    if (m_outputFile.isEmpty())
        return m_output.right(2000);
    QFile file(m_outputFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    file.seek(qMax<qint64>(0, file.size() - 2000));
    return QString::fromLocal8Bit(file.readAll());
}

bool ManagedProcess::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

qint64 ManagedProcess::pid() const
{
    return m_process ? m_process->processId() : 0;
}

bool ManagedProcess::startProcess(const QString &program, const QStringList &arguments, const QString &workingDir,
                                  QString *error)
{
    stop();
    m_output.clear();
    m_stopping = false;
    auto *process = new QProcess(this);
    m_process = process;
    process->setProcessChannelMode(QProcess::MergedChannels);
    process->setWorkingDirectory(workingDir);
    if (!m_outputFile.isEmpty())
        process->setStandardOutputFile(m_outputFile);
    if (!m_environment.isEmpty())
        process->setProcessEnvironment(withVariables(m_environment));
    // If RingLab dies without running destructors (SIGKILL, crash), the kernel ends the child too.
    // Own process group (pgid = the child's pid): nginx's workers inherit it, so when the master
    // dies they can still be found and stopped — they are not our children, PDEATHSIG misses them.
    process->setChildProcessModifier([] {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        ::setpgid(0, 0);
    });
    if (m_outputFile.isEmpty())
        connect(process, &QProcess::readyRead, this, [this, process] {
            m_output += QString::fromLocal8Bit(process->readAll());
            if (m_output.size() > 20000)
                m_output = m_output.right(10000);
        });
    connect(process, &QProcess::finished, this, &ManagedProcess::onFinished);
    process->start(program, arguments);
    m_group = 0;
    if (!process->waitForStarted(10000)) {
        if (error)
            *error = tr("%1: cannot start %2 (%3)").arg(m_name, program, process->errorString());
        process->deleteLater();
        m_process = nullptr;
        return false;
    }
    m_group = process->processId();
    return true;
}

void ManagedProcess::killGroup()
{
    // Whatever is left of the group once its leader is gone (orphaned workers). The group id cannot
    // be reused while a member lives; an empty group just gives ESRCH.
    if (m_group > 0)
        ::kill(-pid_t(m_group), SIGKILL);
    m_group = 0;
}

void ManagedProcess::onFinished(int exitCode, QProcess::ExitStatus status)
{
    if (m_process && m_outputFile.isEmpty())
        m_output += QString::fromLocal8Bit(m_process->readAll());
    killGroup();
    if (m_stopping)
        return;
    const QString how = status == QProcess::CrashExit ? tr("was killed or crashed")
                                                      : tr("exited with code %1").arg(exitCode);
    QString message = tr("%1 %2 while the run needed it").arg(m_name, how);
    const QString tail = outputTail().trimmed();
    if (!tail.isEmpty())
        message += QStringLiteral(": ") + tail.right(600);
    emit exitedUnexpectedly(message);
}

void ManagedProcess::stop(int graceMs)
{
    if (!m_process)
        return;
    m_stopping = true;
    QProcess *process = m_process;
    if (process->state() != QProcess::NotRunning) {
        process->terminate();
        if (!process->waitForFinished(graceMs)) {
            process->kill();
            process->waitForFinished(3000);
        }
    }
    process->disconnect(this);
    m_process = nullptr;
    delete process;
    killGroup();
}

} // namespace ringcore
