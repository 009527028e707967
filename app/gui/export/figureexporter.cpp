#include "gui/export/figureexporter.h"

#include "ringcore/core/filewriter.h"
#include "ringcore/core/memorybudget.h"

#include "gui/export/figurerenderer.h"

#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QMimeData>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <functional>

namespace ringlab::gui {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// Every figure file goes through ringcore's one checked writer: on a full disk the error names
// the OS reason and the previous file stays as it was.
bool saveBytes(const QString &path, const QByteArray &bytes, QString *error)
{
    QString why;
    if (!ringcore::FileWriter::writeFile(path, bytes, &why))
        return fail(error, why);
    return true;
}

QString csvField(const QVariant &value)
{
    QString text = value.typeId() == QMetaType::Double ? QString::number(value.toDouble(), 'g', 10)
                                                       : value.toString();
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) || text.contains(QLatin1Char('\n'))) {
        text.replace(QLatin1String("\""), QLatin1String("\"\""));
        text = QLatin1Char('"') + text + QLatin1Char('"');
    }
    return text;
}

/// Writes each page of the figure (FigureRenderer::pages()) with writePage, to the path or its
/// "-partN" variants, recording every file written in *files.
bool eachPage(const Figure &whole, const QString &wholePath, const FigureSize &size, QStringList *files,
              QString *error, const std::function<bool(const FigurePage &, const QString &)> &writePage)
{
    // A chart, ring or heatmaps that do not fit the size asked for: no file of overlapping
    // words and no file of another size.
    QString why;
    if (!FigureExporter::fitsSize(whole, size, &why))
        return fail(error, why);
    const QList<FigurePage> pages = FigureRenderer::pages(whole, size);
    for (int i = 0; i < pages.size(); ++i) {
        const QString file = FigureExporter::pagePath(wholePath, i, int(pages.size()));
        if (!writePage(pages[i], file))
            return false;
        if (files)
            *files << file;
    }
    return true;
}

} // namespace

bool FigureExporter::fitsSize(const Figure &figure, const FigureSize &size, QString *why)
{
    // A table too small even at 6 pt draws a note naming the room it lacks; text always fits.
    if (!figure.layout && figure.plot.isEmpty())
        return true;
    const QList<FigurePage> pages = FigureRenderer::pages(figure, size);
    if (pages.isEmpty() || FigureRenderer::fits(pages.first()))
        return true;
    // Never drawn taller than asked (an author's column is a fixed box): refused, naming the
    // height it needs at this width and font, and the largest font that fits the size asked for.
    const QString name = figure.title.isEmpty() ? figure.name : figure.title;
    const QLocale locale;
    const QString w = locale.toString(size.widthIn, 'g', 4), h = locale.toString(size.heightIn, 'g', 4);
    const QString pt = locale.toString(size.fontPt, 'g', 3);
    const double needed = FigureRenderer::neededHeightIn(figure, size);
    const double largest = FigureRenderer::largestFontThatFits(figure, size);
    QString text = needed > 0
        ? tr("\"%1\" does not fit %2 × %3 in at %4 pt: it needs %5 in of height at that width and font "
             "(--size %6x%7in).")
              .arg(name, w, h, pt, locale.toString(needed, 'g', 3), QString::number(size.widthIn, 'g', 4),
                   QString::number(needed, 'g', 3))
        : tr("\"%1\" does not fit %2 in wide at %3 pt even %4 in tall: give a wider size.")
              .arg(name, w, pt, locale.toString(FigureSize::kMaxInches, 'g', 3));
    if (largest > 0)
        text += QLatin1Char(' ') + tr("The largest font that fits %1 × %2 in is %3 pt.")
                                       .arg(w, h, locale.toString(largest, 'g', 3));
    return fail(why, text);
}

QString FigureExporter::pagePath(const QString &path, int index, int count)
{
    if (count <= 1)
        return path;
    // "fig/compare-spread-chart.png" → "fig/compare-spread-chart-part2.png"
    const int slash = int(std::max(path.lastIndexOf(QLatin1Char('/')), path.lastIndexOf(QLatin1Char('\\'))));
    const int dot = int(path.lastIndexOf(QLatin1Char('.')));
    const QString number = QStringLiteral("-part") + QString::number(index + 1);
    return dot > slash ? path.left(dot) + number + path.mid(dot) : path + number;
}

bool FigureExporter::validate(QSize pixels, int dpi, QString *error)
{
    if (pixels.width() < kMinPixels || pixels.width() > kMaxPixels)
        return fail(error, tr("Width %1 px is out of range (allowed %2–%3).")
                               .arg(pixels.width()).arg(kMinPixels).arg(kMaxPixels));
    if (pixels.height() < kMinPixels || pixels.height() > kMaxPixels)
        return fail(error, tr("Height %1 px is out of range (allowed %2–%3).")
                               .arg(pixels.height()).arg(kMinPixels).arg(kMaxPixels));
    if (dpi < kMinDpi || dpi > kMaxDpi)
        return fail(error, tr("DPI %1 is out of range (allowed %2–%3).").arg(dpi).arg(kMinDpi).arg(kMaxDpi));
    return true;
}

bool FigureExporter::validate(const FigureSize &size, int dpi, QString *error)
{
    if (!size.validate(error, tr("Size")))
        return false;
    if (dpi < kMinDpi || dpi > kMaxDpi)
        return fail(error, tr("DPI %1 is out of range (allowed %2–%3).").arg(dpi).arg(kMinDpi).arg(kMaxDpi));
    const QSize pixels = size.pixels(dpi);
    if (std::max(pixels.width(), pixels.height()) > kMaxPixels)
        return fail(error, tr("DPI %1 at %2 makes a %3×%4 pixel image; the largest side allowed is %5 pixels "
                              "(lower the DPI or the size).")
                               .arg(dpi).arg(size.toString()).arg(pixels.width()).arg(pixels.height()).arg(kMaxPixels));
    return true;
}

FigureSize FigureExporter::sizeOf(QSize pixels, int dpi)
{
    FigureSize size;
    dpi = std::max(1, dpi);
    size.widthIn = double(pixels.width()) / dpi;
    size.heightIn = double(pixels.height()) / dpi;
    size.fontPt = FigureSize::defaultFontFor(size.widthIn);
    return size;
}

QImage FigureExporter::image(const Figure &figure, const FigureSize &size, int dpi)
{
    const QSize pixels = size.pixels(dpi);
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image; // out of memory: nothing to paint on (painting would warn once per call)
    image.fill(Qt::white);
    // Painted at a logical 96 DPI (fonts resolve to the layout's units), scaled to the pixels.
    image.setDotsPerMeterX(3780);
    image.setDotsPerMeterY(3780);
    {
        QPainter painter(&image);
        const QSizeF units = size.units();
        painter.scale(pixels.width() / units.width(), pixels.height() / units.height());
        FigureRenderer::render(figure, &painter, size);
    }
    const int dotsPerMeter = qRound(dpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

bool FigureExporter::writePng(const Figure &figure, const QString &path, const FigureSize &size, int dpi, QString *error,
                              QStringList *files)
{
    if (!figure.isValid())
        return fail(error, tr("Nothing to export yet."));
    if (!validate(size, dpi, error))
        return false;
    return eachPage(figure, path, size, files, error, [&](const FigurePage &page, const QString &file) {
        return validate(page.size, dpi, error) && writePngPage(page.figure, file, page.size, dpi, error);
    });
}

bool FigureExporter::writePngPage(const Figure &figure, const QString &path, const FigureSize &size, int dpi, QString *error)
{
    // The image (4 bytes a pixel) and the encoder's rows and buffers, checked before anything
    // is allocated: out of memory, Qt's painter warned thousands of times before "Cannot encode".
    const QSize pixels = size.pixels(dpi);
    QString why;
    const double bytes = double(pixels.width()) * pixels.height() * 4 + 32.0 * 1024 * 1024;
    if (!ringcore::MemoryBudget::check(bytes, tr("a %1×%2 pixel PNG").arg(pixels.width()).arg(pixels.height()), &why))
        return fail(error, tr("%1: %2; lower the DPI or the size.").arg(path, why));
    QImage picture = image(figure, size, dpi);
    // The caption as text too (a PNG's tEXt "Description"): the drawing may leave it out.
    picture.setText(QStringLiteral("Title"), figure.title);
    picture.setText(QStringLiteral("Description"), figure.fullCaption());
    if (picture.isNull())
        return fail(error, tr("%1: out of memory for a %2×%3 pixel PNG; lower the DPI or the size.")
                               .arg(path).arg(pixels.width()).arg(pixels.height()));
    if (!ringcore::FileWriter::writeWith(path, [&](QIODevice *device) { return picture.save(device, "PNG"); }, &why,
                                         tr("Cannot encode %1 as PNG.").arg(path)))
        return fail(error, why);
    return true;
}

bool FigureExporter::writePng(const Figure &figure, const QString &path, QSize pixels, int dpi, QString *error)
{
    if (!validate(pixels, dpi, error))
        return false;
    if (!figure.isValid())
        return fail(error, tr("Nothing to export yet."));
    // The physical size is pixels / dpi; round() gives the requested pixels back exactly.
    return writePng(figure, path, sizeOf(pixels, dpi), dpi, error);
}

bool FigureExporter::writeSvg(const Figure &whole, const QString &wholePath, const FigureSize &size, QString *error,
                              QStringList *files)
{
    if (!whole.isValid())
        return fail(error, tr("Nothing to export yet."));
    if (!validate(size, 96, error))
        return false;
    return eachPage(whole, wholePath, size, files, error, [&](const FigurePage &page, const QString &file) {
        return writeSvgPage(page.figure, file, page.size, error);
    });
}

bool FigureExporter::writeSvgPage(const Figure &figure, const QString &path, const FigureSize &size, QString *error)
{
    const QSizeF units = size.units();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(qRound(units.width()), qRound(units.height())));
    generator.setViewBox(QRectF(QPointF(0, 0), units));
    generator.setResolution(96);
    // QSvgGenerator (Qt 6.4) writes <title> and <desc> as given: a caption's "Thorup &
    // Zadimoghaddam" made gallery-bounded-*.svg invalid XML (issue 34 item 1). The painted texts
    // are escaped by the generator itself.
    generator.setTitle(figure.title.toHtmlEscaped());
    generator.setDescription(figure.fullCaption().toHtmlEscaped());
    {
        QPainter painter;
        if (!painter.begin(&generator))
            return fail(error, tr("Cannot start the SVG writer for %1.").arg(path));
        FigureRenderer::render(figure, &painter, size);
        painter.end();
    }
    return saveBytes(path, bytes, error);
}

bool FigureExporter::writeSvg(const Figure &figure, const QString &path, QSize size, QString *error)
{
    if (!validate(size, 96, error))
        return false;
    return writeSvg(figure, path, sizeOf(size, 96), error);
}

bool FigureExporter::writePdf(const Figure &whole, const QString &wholePath, const FigureSize &size, QString *error,
                              QStringList *files)
{
    if (!whole.isValid())
        return fail(error, tr("Nothing to export yet."));
    if (!validate(size, 96, error))
        return false;
    return eachPage(whole, wholePath, size, files, error, [&](const FigurePage &page, const QString &file) {
        return writePdfPage(page.figure, file, page.size, error);
    });
}

bool FigureExporter::writePdfPage(const Figure &figure, const QString &path, const FigureSize &size, QString *error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(96);
        // Page = figure, no margins.
        writer.setPageSize(QPageSize(QSizeF(size.widthIn, size.heightIn), QPageSize::Inch, figure.name,
                                     QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(figure.title);
        writer.setCreator(QStringLiteral("RingLab " RINGLAB_VERSION));
        QPainter painter;
        if (!painter.begin(&writer))
            return fail(error, tr("Cannot start the PDF writer for %1.").arg(path));
        const QRect page = painter.viewport();
        const QSizeF units = size.units();
        painter.scale(page.width() / units.width(), page.height() / units.height());
        FigureRenderer::render(figure, &painter, size);
        painter.end();
    }
    return saveBytes(path, bytes, error);
}

bool FigureExporter::writePdf(const Figure &figure, const QString &path, QSize size, QString *error)
{
    if (!validate(size, 96, error))
        return false;
    return writePdf(figure, path, sizeOf(size, 96), error);
}

QString FigureExporter::csvText(const FigureData &data)
{
    QString text;
    QStringList header;
    for (const QString &c : data.columns)
        header << csvField(c);
    text += header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const QVariantList &row : data.rows) {
        QStringList fields;
        for (const QVariant &v : row)
            fields << csvField(v);
        text += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text;
}

bool FigureExporter::writeCsv(const Figure &figure, const QString &path, QString *error)
{
    if (figure.data.columns.isEmpty())
        return fail(error, tr("Nothing to export yet."));
    return saveBytes(path, csvText(figure.data).toUtf8(), error);
}

bool FigureExporter::writeJson(const Figure &figure, const QString &path, QString *error)
{
    if (figure.data.columns.isEmpty())
        return fail(error, tr("Nothing to export yet."));
    QJsonArray rows;
    for (const QVariantList &row : figure.data.rows) {
        QJsonObject object;
        for (int c = 0; c < figure.data.columns.size() && c < row.size(); ++c)
            object.insert(figure.data.columns.at(c), QJsonValue::fromVariant(row.at(c)));
        rows.append(object);
    }
    const QJsonObject root{
        {QStringLiteral("figure"), figure.name},
        {QStringLiteral("title"), figure.title},
        {QStringLiteral("caption"), figure.fullCaption()},
        {QStringLiteral("ringlabVersion"), QStringLiteral(RINGLAB_VERSION)},
        {QStringLiteral("parameters"), figure.parameters},
        {QStringLiteral("experiment"), figure.experiment.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                   : QJsonValue(figure.experiment)},
        {QStringLiteral("columns"), QJsonArray::fromStringList(figure.data.columns)},
        {QStringLiteral("rows"), rows},
    };
    return saveBytes(path, QJsonDocument(root).toJson(QJsonDocument::Indented), error);
}

QString FigureExporter::suffix(Format format)
{
    switch (format) {
    case Png: return QStringLiteral("png");
    case Svg: return QStringLiteral("svg");
    case Pdf: return QStringLiteral("pdf");
    case Csv: return QStringLiteral("csv");
    case Json: return QStringLiteral("json");
    }
    return QString();
}

bool FigureExporter::write(Format format, const Figure &figure, const QString &path, const FigureSize &size, int dpi,
                           QString *error, QStringList *files)
{
    switch (format) {
    case Png: return writePng(figure, path, size, dpi, error, files);
    case Svg: return writeSvg(figure, path, size, error, files);
    case Pdf: return writePdf(figure, path, size, error, files);
    case Csv:
    case Json: break;
    }
    if (format != Csv && format != Json)
        return fail(error, tr("Unknown export format."));
    const bool ok = format == Csv ? writeCsv(figure, path, error) : writeJson(figure, path, error);
    if (ok && files)
        *files << path;
    return ok;
}

bool FigureExporter::write(Format format, const Figure &figure, const QString &path, QSize size, int dpi,
                           QString *error)
{
    if (!validate(size, dpi, error))
        return false;
    return write(format, figure, path, sizeOf(size, dpi), dpi, error);
}

void FigureExporter::copyToClipboard(const Figure &figure, QSize pixels)
{
    if (!figure.isValid())
        return;
    auto *mime = new QMimeData;
    mime->setImageData(image(figure, sizeOf(pixels, 96), 96));
    mime->setText(csvText(figure.data));
    QGuiApplication::clipboard()->setMimeData(mime);
}

int FigureExporter::exportAll(const QList<Figure> &figures, const QString &folder, QSize size, int dpi,
                              QString *error)
{
    if (!validate(size, dpi, error))
        return 0;
    return exportAll(figures, folder, sizeOf(size, dpi), dpi, error);
}

int FigureExporter::exportAll(const QList<Figure> &figures, const QString &folder, const FigureSize &size, int dpi,
                              QString *error)
{
    if (!validate(size, dpi, error))
        return 0;
    if (!QDir().mkpath(folder)) {
        fail(error, tr("Cannot create the folder %1.").arg(folder));
        return 0;
    }
    const QDir dir(folder);
    int written = 0;
    for (const Figure &figure : figures) {
        if (!figure.isValid())
            continue;
        for (Format format : {Png, Svg, Pdf, Csv, Json}) {
            if ((format == Csv || format == Json) && figure.data.columns.isEmpty())
                continue;
            const QString path = dir.filePath(figure.name + QLatin1Char('.') + suffix(format));
            QStringList files;
            const bool ok = write(format, figure, path, size, dpi, error, &files);
            written += int(files.size());
            if (!ok)
                return written;
        }
    }
    return written;
}

} // namespace ringlab::gui
