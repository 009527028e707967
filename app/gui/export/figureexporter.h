#pragma once

#include <QCoreApplication>
#include "gui/chart/figure.h"
#include "gui/export/figuresize.h"

#include <QImage>
#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

namespace ringlab::gui {

/// Writes figures to files for articles: PNG (pixel size + DPI), SVG, one-page PDF, CSV and
/// JSON data, the clipboard, and "export all" into one folder. Every function returns false
/// with *error set to a translated sentence naming the file and the cause.
class FigureExporter
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::FigureExporter) // the context lupdate writes into translations/*.ts
public:
    enum Format { Png, Svg, Pdf, Csv, Json };

    static constexpr int kMinPixels = 64;
    static constexpr int kMaxPixels = 16384;
    static constexpr int kMinDpi = 36;
    static constexpr int kMaxDpi = 1200;

    /// Checks size and DPI; false + *error naming the field and its allowed range.
    static bool validate(QSize pixels, int dpi, QString *error);
    /// Checks a physical size and DPI, and that the PNG stays within kMaxPixels a side.
    static bool validate(const FigureSize &size, int dpi, QString *error);
    /// The physical size of a PNG of `pixels` at `dpi` (default font for that width).
    static FigureSize sizeOf(QSize pixels, int dpi);

    // The figure files are written page by page (FigureRenderer::pages()): usually one file of
    // exactly `size` at `path`; a table or category chart that does not fit is split into
    // path-part1.png, path-part2.png, … of that size; nothing is drawn taller (fitsSize refuses).
    // *files (when given) gets every file written, in order.

    /// PNG of round(W·dpi)×round(H·dpi) pixels, tagged with dpi.
    static bool writePng(const Figure &figure, const QString &path, const FigureSize &size, int dpi, QString *error,
                         QStringList *files = nullptr);
    /// Vector SVG of W×H inches (view box in units of 1/96 in); heatmaps as one rectangle per cell.
    static bool writeSvg(const Figure &figure, const QString &path, const FigureSize &size, QString *error,
                         QStringList *files = nullptr);
    /// One vector PDF page of W×H inches; never a JPEG inside.
    static bool writePdf(const Figure &figure, const QString &path, const FigureSize &size, QString *error,
                         QStringList *files = nullptr);
    static bool write(Format format, const Figure &figure, const QString &path, const FigureSize &size, int dpi,
                      QString *error, QStringList *files = nullptr);

    /// Compatibility: a PNG of exactly `pixels` at dpi (its physical size is pixels / dpi).
    static bool writePng(const Figure &figure, const QString &path, QSize pixels, int dpi, QString *error);
    /// Compatibility: size in pixels at 96 DPI.
    static bool writeSvg(const Figure &figure, const QString &path, QSize size, QString *error);
    /// Compatibility: size in pixels at 96 DPI.
    static bool writePdf(const Figure &figure, const QString &path, QSize size, QString *error);
    static bool writeCsv(const Figure &figure, const QString &path, QString *error);
    static bool writeJson(const Figure &figure, const QString &path, QString *error);
    /// Compatibility: `size` is the PNG's pixel size at dpi; SVG and PDF get the same physical size.
    static bool write(Format format, const Figure &figure, const QString &path, QSize size, int dpi,
                      QString *error);

    /// Puts a PNG rendering and the CSV text on the clipboard.
    static void copyToClipboard(const Figure &figure, QSize pixels = QSize(1200, 800));
    /// Renders the PNG image itself (no file).
    static QImage image(const Figure &figure, const FigureSize &size, int dpi);

    /// Writes every figure as NAME.png/.svg/.pdf/.csv/.json into folder (created if missing).
    /// Returns the number of files written (a split chart's parts each count); on the first
    /// failure stops with *error set.
    static int exportAll(const QList<Figure> &figures, const QString &folder, QSize size, int dpi,
                         QString *error);
    static int exportAll(const QList<Figure> &figures, const QString &folder, const FigureSize &size, int dpi,
                         QString *error);

    /// Whether a chart or a painted figure (a ring, heatmaps) fits `size` at its font, split into
    /// parts where pages() splits it; false + *why naming the height it needs at that width and
    /// font and the largest font that fits (the PNG/SVG/PDF writers refuse such a figure rather
    /// than write overlapping words or a file of another size).
    static bool fitsSize(const Figure &figure, const FigureSize &size, QString *why);

    static QString suffix(Format format);
    /// Where part `index` of `count` goes: the path itself for one part, else "name-part2.png"
    /// for the second (a category chart too long for a page: FigureRenderer::pages()).
    static QString pagePath(const QString &path, int index, int count);
    static QString csvText(const FigureData &data);

private:
    /// One part of a figure as one file (writeSvg/writePdf split category charts first).
    static bool writeSvgPage(const Figure &figure, const QString &path, const FigureSize &size, QString *error);
    static bool writePdfPage(const Figure &figure, const QString &path, const FigureSize &size, QString *error);
    static bool writePngPage(const Figure &figure, const QString &path, const FigureSize &size, int dpi, QString *error);
};

} // namespace ringlab::gui
