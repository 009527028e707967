#pragma once

#include "gui/export/figure.h"

#include <QList>
#include <QSize>
#include <QString>

namespace ringlab::gui {

/// Writes figures to files for articles: PNG (pixel size + DPI), SVG, one-page PDF, CSV and
/// JSON data, the clipboard, and "export all" into one folder. Every function returns false
/// with *error set to a translated sentence naming the file and the cause.
class FigureExporter
{
public:
    enum Format { Png, Svg, Pdf, Csv, Json };

    static constexpr int kMinPixels = 64;
    static constexpr int kMaxPixels = 16384;
    static constexpr int kMinDpi = 36;
    static constexpr int kMaxDpi = 1200;

    /// Checks size and DPI; false + *error naming the field and its allowed range.
    static bool validate(QSize pixels, int dpi, QString *error);

    static bool writePng(const Figure &figure, const QString &path, QSize pixels, int dpi, QString *error);
    /// Size in pixels at 96 DPI, i.e. the logical size of the drawing.
    static bool writeSvg(const Figure &figure, const QString &path, QSize size, QString *error);
    /// One page whose size matches the figure (size at 96 DPI), vector output.
    static bool writePdf(const Figure &figure, const QString &path, QSize size, QString *error);
    static bool writeCsv(const Figure &figure, const QString &path, QString *error);
    static bool writeJson(const Figure &figure, const QString &path, QString *error);
    static bool write(Format format, const Figure &figure, const QString &path, QSize size, int dpi,
                      QString *error);

    /// Puts a PNG rendering and the CSV text on the clipboard.
    static void copyToClipboard(const Figure &figure, QSize pixels = QSize(1200, 800));

    /// Writes every figure as NAME.png/.svg/.pdf/.csv/.json into folder (created if missing).
    /// Returns the number of files written; on the first failure stops with *error set.
    static int exportAll(const QList<Figure> &figures, const QString &folder, QSize size, int dpi,
                         QString *error);

    static QString suffix(Format format);
    static QString csvText(const FigureData &data);
};

} // namespace ringlab::gui
