#include "gui/export/figuresize.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <iterator>

#include <cmath>

namespace ringlab::gui {

namespace {

struct Preset
{
    const char *name;
    double widthIn, heightIn, fontPt;
};

// The generic presets, then journals' column widths by name (docs/figures.md cites each): ACM
// acmart (\columnwidth 241.14749 pt = 3.33 in, \textwidth 506.295 pt = 7.0 in), IEEEtran (252 pt =
// 3.5 in, 516 pt = 7.16 in), Springer LNCS (llncs \textwidth 122 mm = 4.8 in), Elsevier's artwork
// sizes (single column 90 mm, 1.5 columns 140 mm, double 190 mm). Heights 0.7 of a column's width,
// 0.625 of a page's, as the generic column and double presets.
constexpr Preset kPresets[] = {
    {"column", 3.5, 2.45, 8.0},           {"double", 7.2, 4.5, 9.0},
    {"slide", 13.33, 7.5, 18.0},          {"acm-column", 3.33, 2.33, 8.0},
    {"acm-double", 7.0, 4.375, 9.0},      {"ieee-column", 3.5, 2.45, 8.0},
    {"ieee-double", 7.16, 4.475, 9.0},    {"lncs", 4.8, 3.0, 9.0},
    {"elsevier-single", 90 / 25.4, 63 / 25.4, 8.0}, {"elsevier-1.5", 140 / 25.4, 87.5 / 25.4, 9.0},
    {"elsevier-double", 190 / 25.4, 118.75 / 25.4, 9.0},
};
constexpr int kGenericPresets = 3;

} // namespace

QStringList FigureSize::presetNames()
{
    QStringList out;
    for (int i = 0; i < kGenericPresets; ++i)
        out << QString::fromLatin1(kPresets[i].name);
    return out;
}

QStringList FigureSize::journalPresetNames()
{
    QStringList out;
    for (int i = kGenericPresets; i < int(std::size(kPresets)); ++i)
        out << QString::fromLatin1(kPresets[i].name);
    return out;
}

bool FigureSize::preset(const QString &name, FigureSize *out)
{
    const QString n = name.trimmed().toLower();
    for (const Preset &p : kPresets)
        if (n == QLatin1String(p.name)) {
            *out = FigureSize{p.widthIn, p.heightIn, p.fontPt};
            return true;
        }
    return false;
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
                         .arg(field, text, (presetNames() + journalPresetNames()).join(QStringLiteral(", ")));
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
