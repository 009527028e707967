#pragma once

#include <QString>
#include <QtGlobal>

#include <algorithm>
#include <concepts>
#include <functional>
#include <type_traits>
#include <utility>

namespace ringcore {

/// How far a long computation is: `done` of `total` steps (rings, keys, requests, rows, figures),
/// with an optional label for the step in hand (a gallery figure's title). The one progress type
/// of ringcore and its front ends: it only reports — stopping goes through CancelToken.
///
/// Built from any callable taking (done, total, label) or (done, total); the empty Progress
/// ignores reports. A computation calls it on its own thread (parallel ones serialise the calls)
/// a few times a second at most and once at the end.
class Progress
{
public:
    using Report = std::function<void(qint64 done, qint64 total, const QString &label)>;

    Progress() = default;
    template <typename F>
        requires(!std::same_as<std::remove_cvref_t<F>, Progress>
                 && (std::is_invocable_v<const F &, qint64, qint64, const QString &>
                     || std::is_invocable_v<const F &, qint64, qint64>))
    Progress(F report) // NOLINT(google-explicit-constructor): a lambda converts, like std::function
    {
        if constexpr (isFunction<F>::value || std::is_pointer_v<F>)
            if (!report)
                return; // an empty std::function or a null pointer: no report
        if constexpr (std::is_invocable_v<const F &, qint64, qint64, const QString &>)
            m_report = std::move(report);
        else
            m_report = [report = std::move(report)](qint64 done, qint64 total, const QString &) { report(done, total); };
    }

    void operator()(qint64 done, qint64 total, const QString &label = QString()) const
    {
        if (m_report)
            m_report(done, total, label);
    }
    explicit operator bool() const { return bool(m_report); }

    /// This progress for a part of a larger run: done + `before` of `total` (a sweep's settings,
    /// the two key lists of a remap). The label is passed on.
    Progress offset(qint64 before, qint64 total) const
    {
        if (!m_report)
            return {};
        return [report = m_report, before, total](qint64 done, qint64, const QString &label) {
            report(before + done, total, label);
        };
    }

    /// done of total as a whole percentage, 0–100 (0 when total ≤ 0).
    static int percent(qint64 done, qint64 total)
    {
        return total > 0 ? int(std::clamp<qint64>(100 * done / total, 0, 100)) : 0;
    }

private:
    template <typename T>
    struct isFunction : std::false_type
    {
    };
    template <typename Signature>
    struct isFunction<std::function<Signature>> : std::true_type
    {
    };

    Report m_report;
};

} // namespace ringcore
