#include "gui/export/figureexporter.h"

#include "gui/export/figurerenderer.h"

#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMimeData>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace ringlab::gui {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ringlab::gui::FigureExporter", text);
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool saveBytes(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fail(error, tr("Cannot write %1: %2").arg(path, file.errorString()));
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

} // namespace

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

bool FigureExporter::writePng(const Figure &figure, const QString &path, QSize pixels, int dpi, QString *error)
{
    if (!figure.isValid())
        return fail(error, tr("Nothing to export yet."));
    if (!validate(pixels, dpi, error))
        return false;
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    const int dotsPerMeter = qRound(dpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    {
        QPainter painter(&image);
        FigureRenderer::render(figure, &painter, QRectF(QPointF(0, 0), QSizeF(pixels)), dpi / 96.0);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
        return fail(error, tr("Cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

bool FigureExporter::writeSvg(const Figure &figure, const QString &path, QSize size, QString *error)
{
    if (!figure.isValid())
        return fail(error, tr("Nothing to export yet."));
    if (!validate(size, 96, error))
        return false;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setResolution(96);
    generator.setTitle(figure.title);
    generator.setDescription(figure.fullCaption());
    {
        QPainter painter;
        if (!painter.begin(&generator))
            return fail(error, tr("Cannot start the SVG writer for %1.").arg(path));
        FigureRenderer::render(figure, &painter, QRectF(QPointF(0, 0), QSizeF(size)));
        painter.end();
    }
    return saveBytes(path, bytes, error);
}

bool FigureExporter::writePdf(const Figure &figure, const QString &path, QSize size, QString *error)
{
    if (!figure.isValid())
        return fail(error, tr("Nothing to export yet."));
    if (!validate(size, 96, error))
        return false;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(96);
        // Page = figure: a 1200×800 figure becomes a 1200/96 × 800/96 inch page, no margins.
        writer.setPageSize(QPageSize(QSizeF(size.width() / 96.0, size.height() / 96.0), QPageSize::Inch,
                                     figure.name, QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(figure.title);
        writer.setCreator(QStringLiteral("RingLab " RINGLAB_VERSION));
        QPainter painter;
        if (!painter.begin(&writer))
            return fail(error, tr("Cannot start the PDF writer for %1.").arg(path));
        const QRect page = painter.viewport();
        FigureRenderer::render(figure, &painter, QRectF(page), page.width() / double(size.width()));
        painter.end();
    }
    return saveBytes(path, bytes, error);
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

bool FigureExporter::write(Format format, const Figure &figure, const QString &path, QSize size, int dpi,
                           QString *error)
{
    switch (format) {
    case Png: return writePng(figure, path, size, dpi, error);
    case Svg: return writeSvg(figure, path, size, error);
    case Pdf: return writePdf(figure, path, size, error);
    case Csv: return writeCsv(figure, path, error);
    case Json: return writeJson(figure, path, error);
    }
    return fail(error, tr("Unknown export format."));
}

void FigureExporter::copyToClipboard(const Figure &figure, QSize pixels)
{
    if (!figure.isValid())
        return;
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        FigureRenderer::render(figure, &painter, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    auto *mime = new QMimeData;
    mime->setImageData(image);
    mime->setText(csvText(figure.data));
    QGuiApplication::clipboard()->setMimeData(mime);
}

int FigureExporter::exportAll(const QList<Figure> &figures, const QString &folder, QSize size, int dpi,
                              QString *error)
{
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
            if (!write(format, figure, path, size, dpi, error))
                return written;
            ++written;
        }
    }
    return written;
}

} // namespace ringlab::gui
