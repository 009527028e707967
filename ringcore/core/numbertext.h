#pragma once

#include <QLocale>
#include <QString>

#include <algorithm>
#include <limits>

namespace ringcore {

/// Numbers as people read them: plain locale notation with group separators ("293,847",
/// "0.000837", "6"), never "2.938E+05". Only magnitudes below 1e-4 use a power of ten, written
/// with superscripts ("8.37×10⁻⁶").
///
/// The one place for number formats. Every function takes the locale: the default, QLocale(), is
/// the UI locale, for text people read in the GUI or on the terminal ("1,234.5"; German "1.234,5");
/// files that programs read (CSV, JSON, TSV, the Markdown report) pass fileLocale() ("1234.5").
class NumberText
{
public:
    /// The locale of files: C notation, no group separators ("1234567.5").
    static QLocale fileLocale();

    /// A whole number: "1,234,567" (UI, English), "1.234.567" (German), "1234567" (files).
    static QString integer(qint64 value, const QLocale &locale = QLocale());
    /// A fixed number of decimals: fixed(1234.5, 1) is "1,234.5", German "1.234,5", in files "1234.5".
    static QString fixed(double value, int decimals, const QLocale &locale = QLocale());
    /// A fraction as a percentage with its sign: percentSign(0.25, 1) is "25.0%" (German "25,0 %",
    /// with a no-break space, as German writes it).
    static QString percentSign(double fraction, int decimals, const QLocale &locale = QLocale());
    /// A ratio with the multiplication sign (never the letter x): times(1.5, 2) is "1.50×".
    static QString times(double value, int decimals, const QLocale &locale = QLocale());
    /// A size in bytes, SI multiples with one decimal: "512 bytes", "1.5 kB" (1,500 bytes),
    /// "256.0 kB" (256,000 bytes), "2.0 GB" (QLocale's SI data-size format: kB = 1,000 bytes,
    /// MB = 1,000,000). Values beyond 9·10¹⁸ read as 9·10¹⁸.
    static QString bytes(double bytes, const QLocale &locale = QLocale());

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
