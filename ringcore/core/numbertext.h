#pragma once

#include <QLocale>
#include <QString>

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
};

} // namespace ringcore
