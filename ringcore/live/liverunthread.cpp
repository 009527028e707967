#include "ringcore/live/liverunthread.h"

#include <QMetaObject>
#include <QMutexLocker>
#include <QThread>

namespace ringcore {

LiveRunThread::LiveRunThread(QObject *parent)
    : QObject(parent), m_thread(new QThread(this)), m_runner(new LiveRunner)
{
    m_thread->setObjectName(QStringLiteral("ringlab-live-run"));
    m_runner->moveToThread(m_thread);
    // Queued: the runner emits on its thread, these run on the owner's.
    connect(m_runner, &LiveRunner::progress, this, &LiveRunThread::progress);
    connect(m_runner, &LiveRunner::logLine, this, &LiveRunThread::logLine);
    connect(m_runner, &LiveRunner::stateChanged, this, &LiveRunThread::stateChanged);
    connect(m_runner, &LiveRunner::portsChosen, this, &LiveRunThread::portsChosen);
    // The pids are kept on the run thread alone, where the processes live: read at every state
    // change (none once Finished, which comes before finished()) and after a successful start.
    connect(m_runner, &LiveRunner::stateChanged, m_runner, [this](LiveRunState state) {
        setProcessIds(state == LiveRunState::Finished ? QList<qint64>{} : m_runner->processIds());
    }, Qt::DirectConnection);
    connect(m_runner, &LiveRunner::finished, this, [this](const LiveRunResult &result) {
        m_running = false;
        emit finished(result);
    });
    m_thread->start();
}

LiveRunThread::~LiveRunThread()
{
    // Stop the run (and with it every process) and delete the runner on its own thread, then
    // end the thread. The run thread never waits for this one, so blocking here cannot deadlock.
    // Nothing the runner emits while it stops reaches anyone any more (the pid bookkeeping too).
    m_runner->disconnect();
    LiveRunner *runner = m_runner;
    QMetaObject::invokeMethod(
        runner,
        [runner] {
            runner->cancel();
            delete runner;
        },
        Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

bool LiveRunThread::start(const LiveRunConfig &config, QString *error)
{
    if (m_running) {
        *error = tr("a live run is already in progress");
        return false;
    }
    if (!config.validate(error))
        return false;
    m_running = true;
    LiveRunner *runner = m_runner;
    QMetaObject::invokeMethod(
        runner,
        [this, runner, config] {
            QString message;
            if (runner->start(config, &message)) {
                setProcessIds(runner->processIds());
                return;
            }
            // Delivered on the owner's thread, after anything the runner logged before refusing.
            // No pid was recorded: the only state change before a refusal is Starting, read
            // before any process starts.
            QMetaObject::invokeMethod(
                this,
                [this, message] {
                    m_running = false;
                    emit startFailed(message);
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
    return true;
}

void LiveRunThread::cancel()
{
    LiveRunner *runner = m_runner;
    QMetaObject::invokeMethod(runner, [runner] { runner->cancel(); }, Qt::QueuedConnection);
}

QList<qint64> LiveRunThread::processIds() const
{
    QMutexLocker lock(&m_pidMutex);
    return m_pids;
}

void LiveRunThread::setProcessIds(const QList<qint64> &ids)
{
    QMutexLocker lock(&m_pidMutex);
    m_pids = ids;
}

} // namespace ringcore
