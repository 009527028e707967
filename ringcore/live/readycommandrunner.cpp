#include "ringcore/live/readycommandrunner.h"

#include "ringcore/live/managedprocess.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTimer>

namespace ringcore {

// The messages kept their LiveRunner context, where they were written first (their translations
// stay valid).

ReadyCommandRunner::ReadyCommandRunner(QObject *parent) : QObject(parent) {}

ReadyCommandRunner::~ReadyCommandRunner()
{
    stop();
}

void ReadyCommandRunner::start(const QList<SystemCommand> &commands, const QMap<QString, QString> &environment,
                               const QString &workDir, const QString &systemName)
{
    stop();
    m_commands = commands;
    m_environment = environment;
    m_workDir = workDir;
    m_systemName = systemName;
    m_verifying = false;
    m_running = true;
    m_clock.start();
    runNext();
}

void ReadyCommandRunner::stop()
{
    ++m_generation;
    m_running = false;
    m_commands.clear();
    m_verifying = false;
    if (!m_process)
        return;
    m_process->disconnect(this);
    m_process->kill();
    m_process->waitForFinished(2000);
    m_process.reset();
}

void ReadyCommandRunner::finishFailed(const QString &message)
{
    m_running = false;
    m_commands.clear();
    emit failed(message);
}

void ReadyCommandRunner::runNext()
{
    if (!m_running)
        return;
    if (m_commands.isEmpty()) {
        m_running = false;
        emit succeeded();
        return;
    }
    const SystemCommand command = m_commands.front();
    QString message;
    const QString program = ManagedProcess::findProgram(
        m_verifying && !command.verifyProgram.isEmpty() ? command.verifyProgram : command.program, QString(), &message);
    if (program.isEmpty()) {
        finishFailed(message);
        return;
    }
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    if (!m_environment.isEmpty())
        m_process->setProcessEnvironment(ManagedProcess::withVariables(m_environment));
    if (!m_workDir.isEmpty())
        m_process->setWorkingDirectory(m_workDir);
    const bool verifying = m_verifying;
    const int generation = m_generation;
    connect(m_process.get(), &QProcess::finished, this,
            [this, command, verifying, generation](int code, QProcess::ExitStatus status) {
                m_output = QString::fromLocal8Bit(m_process->readAll()).trimmed();
                m_process.release()->deleteLater();
                const bool exitedZero = status == QProcess::NormalExit && code == 0;
                if (exitedZero && !verifying && !command.verifyArguments.isEmpty()) {
                    m_verifying = true; // the command ran: now its verification
                    runNext();
                    return;
                }
                m_verifying = false;
                const bool done = exitedZero && (command.expect.isEmpty() || m_output.contains(command.expect));
                if (done) {
                    emit ran(QCoreApplication::translate("LiveRunner", "ran %1 %2")
                                 .arg(command.program, command.arguments.join(QLatin1Char(' '))));
                    m_commands.removeFirst();
                    m_clock.start();
                    runNext();
                    return;
                }
                if (m_clock.elapsed() > command.timeoutMs) {
                    finishFailed(QCoreApplication::translate("LiveRunner", "%1: %2 %3 did not succeed within %4 s: %5")
                                     .arg(m_systemName, command.program, command.arguments.join(QLatin1Char(' ')))
                                     .arg(command.timeoutMs / 1000.0, 0, 'f', 1)
                                     .arg(m_output.right(600)));
                    return;
                }
                QTimer::singleShot(kRetryMs, this, [this, generation] {
                    if (generation == m_generation)
                        runNext();
                });
            });
    connect(m_process.get(), &QProcess::errorOccurred, this, [this, command](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || !m_process)
            return;
        const QString why = m_process->errorString();
        m_process.release()->deleteLater();
        finishFailed(QCoreApplication::translate("LiveRunner", "cannot start %1 (%2)").arg(command.program, why));
    });
    m_process->start(program, verifying ? command.verifyArguments : command.arguments);
}

} // namespace ringcore
