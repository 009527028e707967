#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QSizeF>
#include <QString>
#include <QStringList>

namespace ringlab::gui {

/// The printed size of a figure and its base font size. Layout is computed once in CSS pixels
/// (1/96 in, "units"); DPI only decides how many device pixels a PNG gets. A 7×4.5 in figure is
/// 672×432 units at every DPI, and a PNG of it at D dpi is round(7·D)×round(4.5·D) pixels.
struct FigureSize
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::FigureSize) // the context lupdate writes into translations/*.ts
public:
    double widthIn = 7.0;
    double heightIn = 4.5;
    double fontPt = 9.0; ///< base font (tick labels, legend); titles are a little larger

    static constexpr double kMinInches = 0.5;
    static constexpr double kMaxInches = 40.0;
    static constexpr double kMinFontPt = 5.0;
    static constexpr double kMaxFontPt = 36.0;

    /// Layout size in units (1/96 in).
    QSizeF units() const { return QSizeF(widthIn * 96.0, heightIn * 96.0); }
    /// Size in points (1/72 in), the page size of a PDF.
    QSizeF points() const { return QSizeF(widthIn * 72.0, heightIn * 72.0); }
    /// PNG size at dpi: round(W·dpi)×round(H·dpi).
    QSize pixels(int dpi) const { return QSize(qRound(widthIn * dpi), qRound(heightIn * dpi)); }
    /// Base font in units.
    double fontUnits() const { return fontPt * 96.0 / 72.0; }

    /// Presets: "column" (3.5×2.45 in, 8 pt), "double" (7.2×4.5 in, 9 pt), "slide" (13.33×7.5 in, 18 pt).
    static QStringList presetNames();
    /// Journals' sizes by name: acm-column (3.33 in), acm-double (7.0 in), ieee-column (3.5 in),
    /// ieee-double (7.16 in), lncs (4.8 in), elsevier-single (90 mm), elsevier-1.5 (140 mm),
    /// elsevier-double (190 mm); preset() knows them too.
    static QStringList journalPresetNames();
    static bool preset(const QString &name, FigureSize *out);
    /// Default font for a figure of this width (8 pt up to a column, 9 pt up to a page, then larger).
    static double defaultFontFor(double widthIn);

    /// Parses a preset name or "WxH[unit]" with unit in, mm, pt or px (none = px, 1/96 in):
    /// "7x4.5in", "89x60mm", "504x324pt", "672x432". The font is set to defaultFontFor(width)
    /// unless the caller sets it afterwards. False + *error naming `field` and the allowed range.
    static bool parse(const QString &text, FigureSize *out, QString *error, const QString &field = QStringLiteral("--size"));
    /// Checks the ranges (0.5–40 in per side, font 5–36 pt); false + *error naming `field`.
    bool validate(QString *error, const QString &field = QStringLiteral("--size")) const;
    /// "7 × 4.5 in" for captions and dialogs.
    QString toString() const;
};

} // namespace ringlab::gui
