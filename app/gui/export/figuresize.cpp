#include "gui/export/figuresize.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

#include <cmath>

namespace ringlab::gui {

namespace {
} // namespace

QStringList FigureSize::presetNames()
{
    return {QStringLiteral("column"), QStringLiteral("double"), QStringLiteral("slide")};
}

bool FigureSize::preset(const QString &name, FigureSize *out)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("column"))
        *out = FigureSize{3.5, 2.45, 8.0};
    else if (n == QLatin1String("double"))
        *out = FigureSize{7.2, 4.5, 9.0};
    else if (n == QLatin1String("slide"))
        *out = FigureSize{13.33, 7.5, 18.0};
    else
        return false;
    return true;
}

double FigureSize::defaultFontFor(double widthIn)
{
    if (widthIn <= 4.0)
        return 8.0;
    if (widthIn <= 8.5)
        return 9.0;
    return std::round(std::clamp(widthIn * 1.35, 10.0, 24.0));
}

bool FigureSize::validate(QString *error, const QString &field) const
{
    auto bad = [&](const QString &what, double value, double min, double max, const QString &unit) {
        if (error)
            *error = tr("%1: %2 %3 %4 is out of range (allowed %5–%6 %4)")
                         .arg(field, what, QString::number(value, 'g', 6), unit, QString::number(min), QString::number(max));
        return false;
    };
    if (!std::isfinite(widthIn) || widthIn < kMinInches || widthIn > kMaxInches)
        return bad(tr("width"), widthIn, kMinInches, kMaxInches, QStringLiteral("in"));
    if (!std::isfinite(heightIn) || heightIn < kMinInches || heightIn > kMaxInches)
        return bad(tr("height"), heightIn, kMinInches, kMaxInches, QStringLiteral("in"));
    if (!std::isfinite(fontPt) || fontPt < kMinFontPt || fontPt > kMaxFontPt)
        return bad(tr("font size"), fontPt, kMinFontPt, kMaxFontPt, QStringLiteral("pt"));
    return true;
}

bool FigureSize::parse(const QString &text, FigureSize *out, QString *error, const QString &field)
{
    FigureSize size;
    if (preset(text, &size)) {
        *out = size;
        return true;
    }
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*[x×]\\s*([0-9]+(?:\\.[0-9]+)?)\\s*(in|mm|pt|px)?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch()) {
        if (error)
            *error = tr("%1: \"%2\" is not a size; write WxH with in, mm, pt or px (e.g. 7x4.5in, 89x60mm, "
                        "504x324pt, 672x432) or one of %3")
                         .arg(field, text, presetNames().join(QStringLiteral(", ")));
        return false;
    }
    const double w = m.captured(1).toDouble();
    const double h = m.captured(2).toDouble();
    const QString unit = m.captured(3).toLower();
    double perInch = 96.0; // px
    if (unit == QLatin1String("in"))
        perInch = 1.0;
    else if (unit == QLatin1String("mm"))
        perInch = 25.4;
    else if (unit == QLatin1String("pt"))
        perInch = 72.0;
    size.widthIn = w / perInch;
    size.heightIn = h / perInch;
    size.fontPt = defaultFontFor(size.widthIn);
    if (!size.validate(error, field))
        return false;
    *out = size;
    return true;
}

QString FigureSize::toString() const
{
    return tr("%1 × %2 in, %3 pt")
        .arg(QString::number(widthIn, 'g', 4), QString::number(heightIn, 'g', 4), QString::number(fontPt, 'g', 3));
}

} // namespace ringlab::gui
