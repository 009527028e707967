#include "ringcore/core/numbertext.h"

#include <algorithm>
#include <cmath>

namespace ringcore {

namespace {

constexpr double kSmallest = 1e-4; // below this, a power of ten

QString stripZeros(QString text, const QLocale &locale)
{
    const QString point = locale.decimalPoint();
    const int at = text.indexOf(point);
    if (at < 0)
        return text;
    int end = int(text.size());
    while (end > at + int(point.size()) && text.at(end - 1) == locale.zeroDigit().at(0))
        --end;
    if (end == at + int(point.size()))
        end = at;
    text.truncate(end);
    return text;
}

} // namespace

QLocale NumberText::fileLocale()
{
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::OmitGroupSeparator);
    return c;
}

QString NumberText::integer(qint64 value, const QLocale &locale)
{
    return locale.toString(value);
}

QString NumberText::fixed(double value, int decimals, const QLocale &locale)
{
    return locale.toString(value, 'f', decimals);
}

QString NumberText::percentSign(double fraction, int decimals, const QLocale &locale)
{
    // German (and other languages, CLDR's percent pattern "#,##0 %") set the sign apart, as the
    // translations do ("%1 %"); a no-break space keeps it on the number's line.
    switch (locale.language()) {
    case QLocale::German:
    case QLocale::French:
    case QLocale::Swedish:
    case QLocale::NorwegianBokmal:
    case QLocale::Danish:
    case QLocale::Finnish:
    case QLocale::Czech:
    case QLocale::Russian:
        return locale.toString(fraction * 100.0, 'f', decimals) + QStringLiteral("\u00A0%");
    default:
        return locale.toString(fraction * 100.0, 'f', decimals) + QLatin1Char('%');
    }
}

QString NumberText::times(double value, int decimals, const QLocale &locale)
{
    return locale.toString(value, 'f', decimals) + QStringLiteral("×");
}

QString NumberText::bytes(double bytes, const QLocale &locale)
{
    const double clamped = std::isnan(bytes) ? 0.0 : std::clamp(bytes, 0.0, 9.0e18);
    // SI multiples (kB = 1,000 bytes): 16,000 points of 16 bytes read "256.0 kB", as a reader who
    // multiplies gets it (the binary 1,024 gave "250.0 kB" under the same label).
    return locale.formattedDataSize(qint64(clamped), 1, QLocale::DataSizeSIFormat);
}

QString NumberText::superscript(int exponent)
{
    static const char16_t digits[] = {u'⁰', u'¹', u'²', u'³', u'⁴', u'⁵', u'⁶', u'⁷', u'⁸', u'⁹'};
    QString out;
    if (exponent < 0)
        out += QChar(u'⁻');
    const QString number = QString::number(std::abs(exponent));
    for (QChar c : number)
        out += QChar(digits[c.digitValue()]);
    return out;
}

QString NumberText::plain(double value, int significant, const QLocale &locale)
{
    if (!std::isfinite(value))
        return std::isnan(value) ? QStringLiteral("–") : (value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞"));
    significant = std::max(1, significant);
    if (value == 0)
        return locale.toString(0);
    const double magnitude = std::abs(value);
    if (magnitude < kSmallest) {
        int exponent = int(std::floor(std::log10(magnitude)));
        double mantissa = value / std::pow(10.0, exponent);
        // Rounding can carry into the next power (9.996e-6 → 10.0e-6).
        const double scale = std::pow(10.0, significant - 1);
        if (std::abs(std::round(mantissa * scale) / scale) >= 10) {
            ++exponent;
            mantissa /= 10;
        }
        QLocale noGroups = locale;
        noGroups.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
        return stripZeros(noGroups.toString(mantissa, 'f', significant - 1), locale) + QStringLiteral("×10")
            + superscript(exponent);
    }
    const int order = int(std::floor(std::log10(magnitude)));
    const int decimals = std::max(0, significant - 1 - order);
    if (decimals == 0)
        return locale.toString(std::round(value), 'f', 0);
    return stripZeros(locale.toString(value, 'f', decimals), locale);
}

QString NumberText::percent(double fraction, int significant, const QLocale &locale)
{
    return plain(fraction * 100, significant, locale);
}

} // namespace ringcore
