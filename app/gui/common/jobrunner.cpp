#include "gui/common/jobrunner.h"

#include <QAbstractButton>
#include <QProgressBar>
#include <QTimer>

namespace ringlab::gui {

namespace {
constexpr int kProgressIntervalMs = 100; // progress shown ten times a second at most
}

JobRunnerBase::JobRunnerBase(QObject *parent)
    : QObject(parent), m_progressTimer(new QTimer(this))
{
    m_progressTimer->setInterval(kProgressIntervalMs);
    connect(m_progressTimer, &QTimer::timeout, this, &JobRunnerBase::pollProgress);
}

JobRunnerBase::~JobRunnerBase() = default;

JobControl JobRunnerBase::beginJob()
{
    m_current.cancelToken().cancel(); // the previous job is stale: tell it to stop
    const bool wasBusy = isBusy();
    m_progress = std::make_shared<std::atomic<int>>(0);
    m_current = JobControl(++m_latest, ringcore::CancelToken(), m_progress);
    m_shownProgress = 0;
    m_progressTimer->start();
    emit progressChanged(0);
    if (!wasBusy)
        emit busyChanged(true);
    return m_current;
}

bool JobRunnerBase::acceptResult(const JobControl &job)
{
    if (job.id() != m_latest || job.isCancelled()) {
        ++m_dropped; // stale (a newer job started) or cancelled: possibly partial, never shown
        return false;
    }
    m_delivered = job.id(); // not busy any more while the result is handed out
    m_progressTimer->stop();
    if (m_shownProgress != 100) {
        m_shownProgress = 100;
        emit progressChanged(100);
    }
    return true;
}

void JobRunnerBase::delivered()
{
    if (!isBusy()) // a receiver may have started a newer job
        emit busyChanged(false);
}

void JobRunnerBase::cancel()
{
    if (!isBusy())
        return;
    stop();
    emit cancelled();
}

void JobRunnerBase::stop()
{
    m_current.cancelToken().cancel();
    if (!isBusy())
        return;
    m_delivered = m_latest;
    m_progressTimer->stop();
    emit busyChanged(false);
}

void JobRunnerBase::showBusyOn(QProgressBar *progress, QAbstractButton *cancel)
{
    const auto show = [progress, cancel](bool busy) {
        if (progress)
            progress->setVisible(busy);
        if (cancel) {
            cancel->setVisible(busy);
            cancel->setEnabled(busy);
        }
    };
    show(isBusy());
    connect(this, &JobRunnerBase::busyChanged, progress ? static_cast<QObject *>(progress) : cancel, show);
    if (progress)
        connect(this, &JobRunnerBase::progressChanged, progress, &QProgressBar::setValue);
    if (cancel)
        connect(cancel, &QAbstractButton::clicked, this, &JobRunnerBase::cancel);
}

void JobRunnerBase::pollProgress()
{
    if (!isBusy() || !m_progress) {
        m_progressTimer->stop();
        return;
    }
    const int percent = m_progress->load(std::memory_order_relaxed);
    if (percent != m_shownProgress) {
        m_shownProgress = percent;
        emit progressChanged(percent);
    }
}

} // namespace ringlab::gui
