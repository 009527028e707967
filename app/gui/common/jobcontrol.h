#pragma once

#include "ringcore/core/canceltoken.h"
#include "ringcore/core/progress.h"

#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <memory>

namespace ringlab::gui {

/// What a background job gets from its JobRunner: its id, the cancel token to poll (or hand to
/// ringcore) and a thread-safe way to report progress (or a ringcore::Progress to hand on).
/// Cheap to copy; copies share the token and the progress value.
class JobControl
{
public:
    JobControl() = default;
    JobControl(quint64 id, ringcore::CancelToken cancel, std::shared_ptr<std::atomic<int>> progress)
        : m_id(id), m_cancel(std::move(cancel)), m_progress(std::move(progress))
    {
    }

    quint64 id() const { return m_id; }
    const ringcore::CancelToken &cancelToken() const { return m_cancel; }
    bool isCancelled() const { return m_cancel.isCancelled(); }
    /// Percent done, 0–100 (clamped). Any thread; the runner shows it a few times a second.
    void setProgress(int percent) const
    {
        if (m_progress)
            m_progress->store(std::clamp(percent, 0, 100), std::memory_order_relaxed);
    }
    /// The ringcore::Progress to hand a computation: (done, total) shown as a percentage.
    ringcore::Progress progress() const
    {
        return [control = *this](qint64 done, qint64 total) {
            control.setProgress(ringcore::Progress::percent(done, total));
        };
    }

private:
    quint64 m_id = 0;
    ringcore::CancelToken m_cancel;
    std::shared_ptr<std::atomic<int>> m_progress;
};

} // namespace ringlab::gui
