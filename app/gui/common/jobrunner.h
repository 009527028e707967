#pragma once

#include <QObject>
#include <QVariant>

#include <atomic>
#include <functional>
#include <memory>

namespace ringlab::gui {

/// Runs one kind of background job (QtConcurrent) and delivers only the newest result: starting
/// a job makes every earlier one stale, asks it to stop, and drops its result by job id. The
/// GUI thread never waits for a job.
class JobRunner : public QObject
{
    Q_OBJECT
public:
    /// The work: gets its job id and a flag that turns true once the job is stale.
    using Work = std::function<QVariant(quint64 jobId, const std::atomic<bool> *cancel)>;

    explicit JobRunner(QObject *parent = nullptr);
    ~JobRunner() override;

    /// Starts a job and returns its id; earlier jobs become stale.
    quint64 start(Work work);
    quint64 latestJob() const { return m_latest; }
    /// The newest job has not delivered its result yet. Stale jobs that are still winding down
    /// do not count: their results go nowhere, so nobody should wait for them.
    bool isBusy() const { return m_delivered != m_latest; }
    /// Number of results dropped because a newer job had started (for tests).
    int droppedResults() const { return m_dropped; }

signals:
    void resultReady(quint64 jobId, const QVariant &result);
    void busyChanged(bool busy);

private:
    quint64 m_latest = 0;
    quint64 m_delivered = 0;
    int m_dropped = 0;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

} // namespace ringlab::gui
