#include "ringcore/live/liverunvalidator.h"

namespace ringcore {

// The sentences keep the LiveRunner context they were written (and translated) in.
void LiveRunValidator::validate(LiveRunResult *result, qint64 recheckKeys, const QString &cancelWhy,
                                const QStringList &systemReasons)
{
    LiveRunResult &r = *result;
    r.reasons.clear();
    if (r.cancelled && cancelWhy.isEmpty())
        r.reasons.append(QCoreApplication::translate("LiveRunner", "the run was cancelled after %1 of %2 keys").arg(r.keysMeasured).arg(r.keysPlanned));
    else if (r.cancelled)
        r.reasons.append(QCoreApplication::translate("LiveRunner", "the run was cancelled after %1 of %2 keys: %3")
                             .arg(r.keysMeasured)
                             .arg(r.keysPlanned)
                             .arg(cancelWhy));
    if (!r.error.isEmpty())
        r.reasons.append(QCoreApplication::translate("LiveRunner", "the run stopped with an error: %1").arg(r.error));
    if (!r.cancelled && r.error.isEmpty() && r.keysMeasured < r.keysPlanned)
        r.reasons.append(QCoreApplication::translate("LiveRunner", "only %1 of %2 keys were answered").arg(r.keysMeasured).arg(r.keysPlanned));
    if (r.failed)
        r.reasons.append(QCoreApplication::translate("LiveRunner", "%1 requests failed without an HTTP answer").arg(r.failed));
    if (r.non200)
        r.reasons.append(QCoreApplication::translate("LiveRunner", "%1 requests were answered with a status other than 200").arg(r.non200));
    if (r.fromDownBackend)
        r.reasons.append(QCoreApplication::translate("LiveRunner", "%1 requests were answered by a backend marked down").arg(r.fromDownBackend));
    if (r.unknownBackend)
        r.reasons.append(QCoreApplication::translate("LiveRunner", "%1 requests came back without a known backend").arg(r.unknownBackend));
    if (r.recheckMismatched)
        r.reasons.append(QCoreApplication::translate("LiveRunner", "%1 of the %2 rechecked keys landed on a different backend the second time")
                             .arg(r.recheckMismatched)
                             .arg(r.recheckSent));
    if (r.completed && r.recheckSent < qMin<qint64>(recheckKeys, r.keysPlanned))
        r.reasons.append(QCoreApplication::translate("LiveRunner", "only %1 keys were rechecked").arg(r.recheckSent));
    if (r.pathsChanged)
        r.reasons.append(QCoreApplication::translate("LiveRunner", "%1 keys reached the backends as another path than the key (rewritten on the way, so the "
                            "proxy hashed something else): %2")
                             .arg(r.pathsChanged)
                             .arg(r.pathChangedSamples.join(QStringLiteral(", "))));
    r.reasons.append(systemReasons);
    r.valid = r.reasons.isEmpty() && r.completed;
}

} // namespace ringcore
