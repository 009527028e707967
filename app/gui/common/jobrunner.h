#pragma once

#include "gui/common/jobcache.h"
#include "gui/common/jobcontrol.h"

#include "ringcore/core/computepool.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>

class QAbstractButton;
class QProgressBar;
class QTimer;

namespace ringlab::gui {

/// The part of JobRunner<T> that does not depend on the result type: job ids, "newest wins",
/// busy state, progress and cancellation, and the signals (a template cannot declare signals).
class JobRunnerBase : public QObject
{
    Q_OBJECT
public:
    ~JobRunnerBase() override;

    quint64 latestJob() const { return m_latest; }
    /// The newest job has neither delivered nor been cancelled. Stale jobs still winding down do
    /// not count: their results go nowhere, so nobody should wait for them.
    bool isBusy() const { return m_delivered != m_latest; }
    /// Results thrown away because a newer job had started or the job was cancelled (for tests).
    int droppedResults() const { return m_dropped; }
    /// The newest job's last reported progress, 0–100.
    int progress() const { return m_shownProgress; }

    /// The user's Cancel: the newest job's token is cancelled (ringcore polls it and stops), the
    /// runner is free at once (busyChanged(false), then cancelled()) and the job's result, when
    /// it comes, is dropped. Nothing happens when no job runs.
    void cancel();
    /// Like cancel(), without cancelled(): for a page that drops its work silently (its settings
    /// changed and it is hidden, so the new work waits until it is shown).
    void stop();

    /// A page's busy indication: `progress` (0–100) and `cancel` are shown while a job runs and
    /// hidden otherwise; `cancel` calls cancel(). Either may be null.
    void showBusyOn(QProgressBar *progress, QAbstractButton *cancel);

signals:
    void busyChanged(bool busy);
    /// The newest job's progress, 0–100, at most every kProgressIntervalMs.
    void progressChanged(int percent);
    /// cancel() stopped the newest job.
    void cancelled();

protected:
    explicit JobRunnerBase(QObject *parent);
    /// A new job: earlier ones become stale and their tokens are cancelled.
    JobControl beginJob();
    /// True when the job's result is to be delivered (newest and not cancelled); the runner is
    /// then not busy any more while the result is handed out.
    bool acceptResult(const JobControl &job);
    /// After delivery: busyChanged(false) unless the receiver started a newer job meanwhile.
    void delivered();
    /// Cancels every running job's token (for the destructor of JobRunner<T>).
    void cancelAll() { m_current.cancelToken().cancel(); }

private:
    void pollProgress();

    quint64 m_latest = 0;
    quint64 m_delivered = 0;
    int m_dropped = 0;
    int m_shownProgress = 0;
    JobControl m_current;
    std::shared_ptr<std::atomic<int>> m_progress;
    QTimer *m_progressTimer;
};

/// Runs one kind of background job whose result is a T, on ringcore::jobPool(), and hands only
/// the newest result to the page: starting a job makes every earlier one stale, cancels its
/// token and drops its result by job id. The GUI thread never waits for a job, not even when the
/// runner is destroyed (its jobs are cancelled then).
///
/// Results may be kept in a bounded LRU cache (setCache) keyed by a JobKey of the inputs; a
/// cancelled job's result is never delivered nor cached.
template <typename T>
class JobRunner : public JobRunnerBase
{
public:
    using Work = std::function<T(const JobControl &job)>;
    using Handler = std::function<void(const T &result)>;

    explicit JobRunner(QObject *parent = nullptr)
        : JobRunnerBase(parent)
    {
    }
    /// Cancels the running jobs and returns at once: a job owns copies of its inputs and its
    /// result goes nowhere, so nothing waits for it (ringlab's job pool finishes it at exit).
    ~JobRunner() override { cancelAll(); }

    /// Receives the newest job's result (or a cached one) on the GUI thread.
    void onResult(Handler handler) { m_handler = std::move(handler); }

    /// Turns the cache on. `cacheable` says which results to keep (all when not given; a
    /// result with an error, for example, may be better computed again).
    void setCache(const JobCacheLimits &limits, typename JobCache<T>::SizeOf sizeOf = {},
                  std::function<bool(const T &)> cacheable = {})
    {
        m_cacheOn = true;
        m_cache.setLimits(limits, std::move(sizeOf));
        m_cacheable = std::move(cacheable);
    }
    JobCache<T> &cache() { return m_cache; }
    const JobCache<T> &cache() const { return m_cache; }

    /// Runs the jobs on `pool` instead of ringcore::jobPool() (e.g. a pool of their own, so that
    /// quick jobs never queue behind long ones). The pool must outlive the jobs.
    void setPool(QThreadPool *pool) { m_pool = pool; }

    /// When `key` is cached: earlier jobs become stale, the cached result is delivered at once and
    /// true is returned. False otherwise (start the job then).
    bool serveCached(const QByteArray &key)
    {
        const T *hit = m_cacheOn && !key.isEmpty() ? m_cache.find(key) : nullptr;
        if (!hit)
            return false;
        stop();
        const T copy = *hit; // the handler may start jobs that change the cache
        if (m_handler)
            m_handler(copy);
        return true;
    }

    /// Starts `work` on the job pool; its result is cached under `key` (when not empty and the
    /// cache is on). Returns the job id.
    quint64 start(const QByteArray &key, Work work)
    {
        const JobControl job = beginJob();
        auto *watcher = new QFutureWatcher<T>(this);
        QObject::connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, job, key] {
            watcher->deleteLater();
            if (!acceptResult(job))
                return;
            const T result = watcher->result();
            if (m_cacheOn && !key.isEmpty() && (!m_cacheable || m_cacheable(result)))
                m_cache.insert(key, result);
            if (m_handler)
                m_handler(result);
            delivered();
        });
        watcher->setFuture(QtConcurrent::run(m_pool ? m_pool : ringcore::jobPool(), [work = std::move(work), job] { return work(job); }));
        return job.id();
    }
    quint64 start(Work work) { return start(QByteArray(), std::move(work)); }

private:
    Handler m_handler;
    QThreadPool *m_pool = nullptr;
    JobCache<T> m_cache;
    bool m_cacheOn = false;
    std::function<bool(const T &)> m_cacheable;
};

} // namespace ringlab::gui
