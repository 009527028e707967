#pragma once

#include <QLocale>
#include <QString>

#include <algorithm>
#include <limits>

namespace ringcore {

/// Numbers as people read them: plain locale notation with group separators ("293,847",
/// "0.000837", "6"), never "2.938E+05". Only magnitudes below 1e-4 use a power of ten, written
/// with superscripts ("8.37×10⁻⁶").
class NumberText
{
public:
    /// `significant` digits for fractional values; whole numbers of 10^significant and above are
    /// shown in full (rounded to an integer). Trailing zeros are dropped ("6", not "6.000").
    static QString plain(double value, int significant = 3, const QLocale &locale = QLocale());
    /// A percentage of a fraction (0.25 → "25"), same rules, without the % sign.
    static QString percent(double fraction, int significant = 3, const QLocale &locale = QLocale());
    /// An exponent in superscript digits: -5 → "⁻⁵".
    static QString superscript(int exponent);
    /// The count handed to tr(text, nullptr, n) to pick a plural form ("1 key", "2 keys"):
    /// counts beyond int's range all take the "many" form.
    static int pluralCount(qint64 count) { return int(std::clamp<qint64>(count, 0, std::numeric_limits<int>::max())); }
};

} // namespace ringcore
