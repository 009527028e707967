#pragma once

#include <atomic>
#include <memory>

namespace ringcore {

/// A request to stop a computation, shared between the one who asks (the GUI's Cancel, a newer
/// job) and the computation, which polls it. Copies share one flag, so a token handed to a worker
/// thread sees a cancel() made on the GUI thread. A default token is never cancelled until
/// cancel() is called on it or on a copy.
///
/// Every long ringcore computation takes one (`const CancelToken &`, default: never cancelled)
/// and polls it between steps that take at most a few tens of milliseconds; its progress goes
/// through ringcore::Progress, which only reports.
class CancelToken
{
public:
    CancelToken()
        : m_flag(std::make_shared<std::atomic<bool>>(false))
    {
    }

    /// Asks every holder of this token (and of its copies) to stop. Thread-safe.
    void cancel() const { m_flag->store(true, std::memory_order_relaxed); }
    /// Whether cancel() was called. Thread-safe and cheap enough to poll in inner loops.
    bool isCancelled() const { return m_flag->load(std::memory_order_relaxed); }

private:
    std::shared_ptr<std::atomic<bool>> m_flag;
};

} // namespace ringcore
