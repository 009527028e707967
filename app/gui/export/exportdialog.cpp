#include "gui/export/exportdialog.h"
#include "gui/export/figureexporter.h"

#include "gui/export/figurecatalog.h"
#include "gui/export/figurerenderer.h"
#include "gui/settings/appsettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

ExportDialog::ExportDialog(QWidget *parent)
    : QDialog(parent)
    , m_figureLabel(new QLabel(tr("Figure:"), this))
    , m_figure(new QComboBox(this))
    , m_formatLabel(new QLabel(tr("Format:"), this))
    , m_format(new QComboBox(this))
    , m_preset(new QComboBox(this))
    , m_width(new QDoubleSpinBox(this))
    , m_height(new QDoubleSpinBox(this))
    , m_unit(new QComboBox(this))
    , m_font(new QDoubleSpinBox(this))
    , m_dpi(new QSpinBox(this))
    , m_pixels(new QLabel(this))
{
    setWindowTitle(tr("Export figure"));
    m_pixels->setWordWrap(true);
    m_pixels->setObjectName(QStringLiteral("sizeNote"));
    // A wrapped note of several lines: the label asks for the height its text needs at its width
    // (it was clipped at the top and bottom at the height of one line).
    m_pixels->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    m_pixels->setMinimumWidth(m_pixels->fontMetrics().averageCharWidth() * 48);
    m_format->addItem(tr("PNG image"), FigureExporter::Png);
    m_format->addItem(tr("SVG drawing"), FigureExporter::Svg);
    m_format->addItem(tr("PDF page"), FigureExporter::Pdf);
    m_format->addItem(tr("CSV data"), FigureExporter::Csv);
    m_format->addItem(tr("JSON data"), FigureExporter::Json);
    m_preset->setObjectName(QStringLiteral("sizePreset"));
    m_preset->addItem(tr("Single column (3.5 × 2.45 in, 8 pt)"), QStringLiteral("column"));
    m_preset->addItem(tr("Double column (7.2 × 4.5 in, 9 pt)"), QStringLiteral("double"));
    m_preset->addItem(tr("Slide (13.33 × 7.5 in, 18 pt)"), QStringLiteral("slide"));
    // Journals by name (FigureSize::journalPresetNames(); docs/figures.md cites the widths).
    m_preset->addItem(tr("ACM, single column (3.33 in wide)"), QStringLiteral("acm-column"));
    m_preset->addItem(tr("ACM, double column (7 in wide)"), QStringLiteral("acm-double"));
    m_preset->addItem(tr("IEEE, single column (3.5 in wide)"), QStringLiteral("ieee-column"));
    m_preset->addItem(tr("IEEE, double column (7.16 in wide)"), QStringLiteral("ieee-double"));
    m_preset->addItem(tr("Springer LNCS, text width (12.2 cm)"), QStringLiteral("lncs"));
    m_preset->addItem(tr("Elsevier, single column (90 mm)"), QStringLiteral("elsevier-single"));
    m_preset->addItem(tr("Elsevier, 1.5 columns (140 mm)"), QStringLiteral("elsevier-1.5"));
    m_preset->addItem(tr("Elsevier, double column (190 mm)"), QStringLiteral("elsevier-double"));
    m_preset->addItem(tr("Custom"), QString());
    m_unit->addItem(tr("in"), 1.0);
    m_unit->addItem(tr("mm"), 25.4);
    m_unit->addItem(tr("pt"), 72.0);
    m_unit->addItem(tr("px (1/96 in)"), 96.0);
    for (QDoubleSpinBox *box : {m_width, m_height})
        box->setDecimals(2);
    m_font->setRange(FigureSize::kMinFontPt, FigureSize::kMaxFontPt);
    m_font->setDecimals(1);
    m_font->setSingleStep(0.5);
    m_font->setSuffix(tr(" pt"));
    m_dpi->setRange(FigureExporter::kMinDpi, FigureExporter::kMaxDpi);
    m_dpi->setValue(300);
    unitChosen(0);
    auto *form = new QFormLayout(this);
    form->addRow(m_figureLabel, m_figure);
    form->addRow(m_formatLabel, m_format);
    m_figureLabel->setVisible(false);
    m_figure->setVisible(false);
    form->addRow(tr("Size:"), m_preset);
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width, 1);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height, 1);
    sizeRow->addWidget(m_unit);
    form->addRow(tr("Width × height:"), sizeRow);
    form->addRow(tr("Font size:"), m_font);
    form->addRow(tr("DPI (PNG):"), m_dpi);
    form->addRow(QString(), m_pixels);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &ExportDialog::presetChosen);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &ExportDialog::unitChosen);
    for (QDoubleSpinBox *box : {m_width, m_height, m_font})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
            if (!m_applying)
                m_preset->setCurrentIndex(m_preset->count() - 1); // edited by hand: custom
            updatePixels();
        });
    connect(m_dpi, &QSpinBox::valueChanged, this, &ExportDialog::updatePixels);
    connect(m_figure, &QComboBox::currentIndexChanged, this, &ExportDialog::updatePixels);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::updatePixels);
    form->setSizeConstraint(QLayout::SetMinimumSize);
    m_preset->setCurrentIndex(1);
    presetChosen(1);
    restoreChoices();
}

void ExportDialog::restoreChoices()
{
    // The last export's choices (QSettings): an author exports figure after figure at one size.
    const QVariant format = AppSettings::exportChoice(QStringLiteral("format"));
    if (format.isValid() && m_format->findData(format.toInt()) >= 0)
        m_format->setCurrentIndex(m_format->findData(format.toInt()));
    const QVariant dpi = AppSettings::exportChoice(QStringLiteral("dpi"));
    if (dpi.isValid())
        m_dpi->setValue(std::clamp(dpi.toInt(), FigureExporter::kMinDpi, FigureExporter::kMaxDpi));
    const QVariant unit = AppSettings::exportChoice(QStringLiteral("unit"));
    if (unit.isValid() && unit.toInt() >= 0 && unit.toInt() < m_unit->count())
        m_unit->setCurrentIndex(unit.toInt());
    const int preset = m_preset->findData(AppSettings::exportChoice(QStringLiteral("preset")).toString());
    if (preset >= 0 && !m_preset->itemData(preset).toString().isEmpty()) {
        m_preset->setCurrentIndex(preset);
        return;
    }
    FigureSize size;
    size.widthIn = AppSettings::exportChoice(QStringLiteral("widthIn")).toDouble();
    size.heightIn = AppSettings::exportChoice(QStringLiteral("heightIn")).toDouble();
    size.fontPt = AppSettings::exportChoice(QStringLiteral("fontPt")).toDouble();
    if (preset >= 0 && size.validate(nullptr)) // "Custom" and a size that is still allowed
        setFigureSize(size);
}

void ExportDialog::rememberChoices() const
{
    const FigureSize size = figureSize();
    AppSettings::setExportChoice(QStringLiteral("format"), int(format()));
    AppSettings::setExportChoice(QStringLiteral("dpi"), m_dpi->value());
    AppSettings::setExportChoice(QStringLiteral("unit"), m_unit->currentIndex());
    AppSettings::setExportChoice(QStringLiteral("preset"), m_preset->currentData().toString());
    AppSettings::setExportChoice(QStringLiteral("widthIn"), size.widthIn);
    AppSettings::setExportChoice(QStringLiteral("heightIn"), size.heightIn);
    AppSettings::setExportChoice(QStringLiteral("fontPt"), size.fontPt);
}

double ExportDialog::unitsPerInch() const
{
    return m_unit->currentData().toDouble();
}

void ExportDialog::unitChosen(int)
{
    const double per = unitsPerInch();
    const double w = m_width->value() / m_lastUnitsPerInch, h = m_height->value() / m_lastUnitsPerInch;
    m_applying = true;
    for (QDoubleSpinBox *box : {m_width, m_height}) {
        box->setRange(FigureSize::kMinInches * per, FigureSize::kMaxInches * per);
        box->setDecimals(per >= 72 ? 0 : per > 1 ? 1 : 2);
    }
    if (w > 0 && h > 0) {
        m_width->setValue(w * per);
        m_height->setValue(h * per);
    }
    m_applying = false;
    m_lastUnitsPerInch = per;
    updatePixels();
}

void ExportDialog::presetChosen(int index)
{
    FigureSize size;
    if (!FigureSize::preset(m_preset->itemData(index).toString(), &size))
        return; // custom: keep the fields
    m_applying = true;
    setFigureSize(size);
    m_applying = false;
}

QString ExportDialog::noteFor(FigureExporter::Format format, QSize pixels) const
{
    const FigureSize size = figureSize();
    const QLocale locale;
    switch (m_allFormats ? FigureExporter::Png : format) {
    case FigureExporter::Png:
        return tr("PNG: %1 × %2 pixels; the layout is the same at every DPI.").arg(pixels.width()).arg(pixels.height());
    case FigureExporter::Svg:
    case FigureExporter::Pdf:
        return tr("%1: a vector drawing of %2 × %3 in (%4 × %5 pt); the DPI does not apply.")
            .arg(FigureExporter::suffix(format).toUpper(), locale.toString(size.widthIn, 'g', 4),
                 locale.toString(size.heightIn, 'g', 4), locale.toString(size.widthIn * 72, 'f', 0),
                 locale.toString(size.heightIn * 72, 'f', 0));
    case FigureExporter::Csv:
    case FigureExporter::Json:
        break;
    }
    return tr("%1: the figure's numbers as a table; the size does not apply.").arg(FigureExporter::suffix(format).toUpper());
}

void ExportDialog::updatePixels()
{
    // The size actually written: pages() may draw the figure taller (or split it) to fit.
    QSize pixels = pixelSize();
    const int index = figureIndex();
    QString drawn; // how the written size differs from the fields, said beside the pixels
    if (index < m_figures.size() && m_figures[index].isValid()) {
        const FigureSize asked = figureSize();
        const QList<FigurePage> pages = FigureRenderer::pages(m_figures[index], asked);
        if (!pages.isEmpty()) {
            pixels = pages.first().size.pixels(m_dpi->value());
            const double per = unitsPerInch();
            const QString unit = m_unit->currentText().section(QLatin1Char(' '), 0, 0);
            const auto length = [&](double inches) {
                return QLocale().toString(inches * per, 'f', per > 30 ? 0 : 2) + QLatin1Char(' ') + unit;
            };
            QString why;
            if (!FigureExporter::fitsSize(m_figures[index], asked, &why))
                drawn = why; // a ring or heatmaps too large for the width at this font: export refuses it
            else if (pages.size() > 1)
                drawn = tr("It needs more than the height given: written as %n parts (one file each), the first %1 × %2.",
                           nullptr, int(pages.size()))
                            .arg(length(pages.first().size.widthIn), length(pages.first().size.heightIn));
            else if (pages.first().size.fontPt < asked.fontPt - 1e-9)
                drawn = tr("The table is drawn at %1 pt to fit the size.")
                            .arg(QLocale().toString(pages.first().size.fontPt, 'g', 3));
        }
    }
    QString text = noteFor(format(), pixels);
    if (!drawn.isEmpty())
        text += QLatin1Char(' ') + drawn;
    m_pixels->setText(text);
    m_dpi->setEnabled(format() == FigureExporter::Png || m_allFormats);
    if (isVisible())
        adjustSize(); // the note's lines, all of them
}

FigureSize ExportDialog::figureSize() const
{
    FigureSize size;
    size.widthIn = m_width->value() / unitsPerInch();
    size.heightIn = m_height->value() / unitsPerInch();
    size.fontPt = m_font->value();
    return size;
}

void ExportDialog::setFigureSize(const FigureSize &size)
{
    const bool applying = m_applying;
    m_applying = true;
    m_width->setValue(size.widthIn * unitsPerInch());
    m_height->setValue(size.heightIn * unitsPerInch());
    m_font->setValue(size.fontPt);
    m_applying = applying;
    updatePixels();
}

void ExportDialog::setFigures(const QList<Figure> &figures)
{
    m_figures = figures;
    m_figure->clear();
    for (const Figure &f : figures)
        m_figure->addItem(f.title.isEmpty() ? f.name : f.title, f.name);
    m_figureLabel->setVisible(figures.size() > 1);
    m_figure->setVisible(figures.size() > 1);
    updatePixels();
}

int ExportDialog::figureIndex() const
{
    return std::max(0, m_figure->currentIndex());
}

void ExportDialog::setAllFormats(bool all)
{
    m_allFormats = all;
    m_formatLabel->setVisible(!all);
    m_format->setVisible(!all);
    setWindowTitle(all ? tr("Export all figures") : tr("Export figure"));
    updatePixels();
}

bool ExportDialog::choose(QWidget *parent, const QList<Figure> &figures, bool folder, ExportChoice *choice)
{
    ExportDialog dialog(parent);
    dialog.setAllFormats(folder);
    if (!folder)
        dialog.setFigures(figures);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    dialog.rememberChoices();
    choice->figure = folder ? 0 : dialog.figureIndex();
    choice->format = dialog.format();
    choice->size = dialog.pixelSize();
    choice->dpi = dialog.dpi();
    choice->physical.has = true;
    choice->physical.size = dialog.figureSize();
    QString error;
    if (!FigureExporter::validate(choice->physical.size, choice->dpi, &error)) {
        QMessageBox::warning(parent, dialog.windowTitle(), error);
        return false;
    }
    if (folder) {
        choice->path = QFileDialog::getExistingDirectory(parent, tr("Export all figures into"), AppSettings::lastFolder());
        if (choice->path.isEmpty())
            return false;
        AppSettings::setLastFolder(choice->path);
        return true;
    }
    const QString name = figures.value(choice->figure).name;
    const QString suffix = FigureExporter::suffix(choice->format);
    const QString suggested = QDir(AppSettings::lastFolder()).filePath(name + QLatin1Char('.') + suffix);
    choice->path = QFileDialog::getSaveFileName(parent, tr("Export figure"), suggested,
                                                tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    if (choice->path.isEmpty())
        return false;
    AppSettings::setLastFolder(QFileInfo(choice->path).absolutePath());
    return true;
}

FigureExporter::Format ExportDialog::format() const
{
    return FigureExporter::Format(m_format->currentData().toInt());
}

void ExportDialog::setFormat(FigureExporter::Format format)
{
    m_format->setCurrentIndex(m_format->findData(format));
}

QSize ExportDialog::pixelSize() const
{
    return figureSize().pixels(m_dpi->value());
}

int ExportDialog::dpi() const
{
    return m_dpi->value();
}

void ExportDialog::setDpi(int dpi)
{
    m_dpi->setValue(dpi);
}

bool ExportDialog::exportFigure(const Figure &figure, QWidget *parent)
{
    if (!figure.isValid()) {
        QMessageBox::information(parent, tr("Export figure"), tr("Nothing to export yet."));
        return false;
    }
    ExportChoice choice;
    if (!choose(parent, {figure}, false, &choice))
        return false;
    QString error;
    if (!FigureExporter::write(choice.format, figure, choice.path, choice.figureSize(), choice.dpi, &error)) {
        QMessageBox::warning(parent, tr("Export figure"), error);
        return false;
    }
    return true;
}

int ExportDialog::exportAllFigures(QWidget *parent)
{
    const QList<Figure> figures = FigureCatalog::allFigures();
    if (figures.isEmpty()) {
        QMessageBox::information(parent, tr("Export all figures"), tr("No figure has been computed yet."));
        return 0;
    }
    const QString folder = QFileDialog::getExistingDirectory(parent, tr("Export all figures into"),
                                                             AppSettings::lastFolder());
    if (folder.isEmpty())
        return 0;
    AppSettings::setLastFolder(folder);
    QString error;
    FigureSize size;
    FigureSize::preset(QStringLiteral("double"), &size);
    const int written = FigureExporter::exportAll(figures, folder, size, 300, &error);
    if (!error.isEmpty())
        QMessageBox::warning(parent, tr("Export all figures"), error);
    return written;
}

} // namespace ringlab::gui
