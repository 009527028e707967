#include "ringcore/live/liverunvalidator.h"

#include "ringcore/core/numbertext.h"

namespace ringcore {

namespace {

/// The sentences keep the LiveRunner context they were written (and translated) in. Each count
/// picks its plural form (tr(…, n)); the numbers are written in the UI locale.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LiveRunner)
};

QString n(qint64 value)
{
    return NumberText::integer(value);
}

int plural(qint64 count)
{
    return NumberText::pluralCount(count);
}

/// The reasons from what the run counted. A free function: lupdate resolves Tr here (in a member
/// function of a class declared in a header it does not read, it would not).
QStringList countedReasons(const LiveRunResult &r, qint64 recheckKeys, const QString &cancelWhy)
{
    QStringList reasons;
    if (r.cancelled && cancelWhy.isEmpty())
        reasons.append(Tr::tr("the run was cancelled after %1 of %2 keys", nullptr, plural(r.keysPlanned))
                           .arg(n(r.keysMeasured), n(r.keysPlanned)));
    else if (r.cancelled)
        reasons.append(Tr::tr("the run was cancelled after %1 of %2 keys: %3", nullptr, plural(r.keysPlanned))
                           .arg(n(r.keysMeasured), n(r.keysPlanned), cancelWhy));
    if (!r.error.isEmpty())
        reasons.append(Tr::tr("the run stopped with an error: %1").arg(r.error));
    if (!r.cancelled && r.error.isEmpty() && r.keysMeasured < r.keysPlanned)
        reasons.append(Tr::tr("only %1 of %2 keys were answered", nullptr, plural(r.keysPlanned))
                           .arg(n(r.keysMeasured), n(r.keysPlanned)));
    if (r.failed)
        reasons.append(Tr::tr("%1 requests failed without an HTTP answer", nullptr, plural(r.failed)).arg(n(r.failed)));
    if (r.non200)
        reasons.append(Tr::tr("%1 requests were answered with a status other than 200", nullptr, plural(r.non200))
                           .arg(n(r.non200)));
    if (r.fromDownBackend)
        reasons.append(Tr::tr("%1 requests were answered by a backend marked down", nullptr, plural(r.fromDownBackend))
                           .arg(n(r.fromDownBackend)));
    if (r.unknownBackend)
        reasons.append(Tr::tr("%1 requests came back without a known backend", nullptr, plural(r.unknownBackend))
                           .arg(n(r.unknownBackend)));
    if (r.recheckMismatched)
        reasons.append(Tr::tr("%1 of the %2 rechecked keys landed on a different backend the second time", nullptr,
                              plural(r.recheckSent))
                           .arg(n(r.recheckMismatched), n(r.recheckSent)));
    if (r.completed && r.recheckSent < qMin<qint64>(recheckKeys, r.keysPlanned))
        reasons.append(Tr::tr("only %1 keys were rechecked", nullptr, plural(r.recheckSent)).arg(n(r.recheckSent)));
    if (r.pathsChanged)
        reasons.append(Tr::tr("%1 keys reached the backends as another path than the key (rewritten on the way, so the "
                              "proxy hashed something else): %2",
                              nullptr, plural(r.pathsChanged))
                           .arg(n(r.pathsChanged), r.pathChangedSamples.join(QStringLiteral(", "))));
    return reasons;
}

} // namespace

void LiveRunValidator::validate(LiveRunResult *result, qint64 recheckKeys, const QString &cancelWhy,
                                const QStringList &systemReasons)
{
    LiveRunResult &r = *result;
    r.reasons = countedReasons(r, recheckKeys, cancelWhy) + systemReasons;
    r.valid = r.reasons.isEmpty() && r.completed;
}

} // namespace ringcore
