#include "ringcore/core/numberinput.h"

#include <QRegularExpression>

#include <cmath>

namespace ringcore {

bool NumberInput::isWholeNumber(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^(?:\\d+|\\d{1,3}(?:,\\d{3})+|\\d{1,3}(?:_\\d{3})+)$"));
    return pattern.match(text.trimmed()).hasMatch();
}

bool NumberInput::wholeNumber(const QString &text, qint64 *value)
{
    if (!isWholeNumber(text))
        return false;
    bool ok = false;
    const qint64 v = text.trimmed().remove(QLatin1Char(',')).remove(QLatin1Char('_')).toLongLong(&ok);
    if (ok)
        *value = v;
    return ok;
}

bool NumberInput::realNumber(const QString &text, double *value)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return false;
    *value = v;
    return true;
}

} // namespace ringcore
