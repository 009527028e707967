#include "gui/export/exportdialog.h"

#include "gui/export/figurecatalog.h"
#include "gui/settings/appsettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QSpinBox>

namespace ringlab::gui {

ExportDialog::ExportDialog(QWidget *parent)
    : QDialog(parent)
    , m_figureLabel(new QLabel(tr("Figure:"), this))
    , m_figure(new QComboBox(this))
    , m_formatLabel(new QLabel(tr("Format:"), this))
    , m_format(new QComboBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_dpi(new QSpinBox(this))
{
    setWindowTitle(tr("Export figure"));
    m_format->addItem(tr("PNG image"), FigureExporter::Png);
    m_format->addItem(tr("SVG drawing"), FigureExporter::Svg);
    m_format->addItem(tr("PDF page"), FigureExporter::Pdf);
    m_format->addItem(tr("CSV data"), FigureExporter::Csv);
    m_format->addItem(tr("JSON data"), FigureExporter::Json);
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(FigureExporter::kMinPixels, FigureExporter::kMaxPixels);
        box->setSuffix(tr(" px"));
    }
    m_dpi->setRange(FigureExporter::kMinDpi, FigureExporter::kMaxDpi);
    m_width->setValue(1200);
    m_height->setValue(800);
    m_dpi->setValue(150);
    auto *form = new QFormLayout(this);
    form->addRow(m_figureLabel, m_figure);
    form->addRow(m_formatLabel, m_format);
    m_figureLabel->setVisible(false);
    m_figure->setVisible(false);
    form->addRow(tr("Width:"), m_width);
    form->addRow(tr("Height:"), m_height);
    form->addRow(tr("DPI (PNG):"), m_dpi);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void ExportDialog::setFigures(const QList<Figure> &figures)
{
    m_figure->clear();
    for (const Figure &f : figures)
        m_figure->addItem(f.title.isEmpty() ? f.name : f.title, f.name);
    m_figureLabel->setVisible(figures.size() > 1);
    m_figure->setVisible(figures.size() > 1);
}

int ExportDialog::figureIndex() const
{
    return std::max(0, m_figure->currentIndex());
}

void ExportDialog::setAllFormats(bool all)
{
    m_formatLabel->setVisible(!all);
    m_format->setVisible(!all);
    setWindowTitle(all ? tr("Export all figures") : tr("Export figure"));
}

bool ExportDialog::choose(QWidget *parent, const QList<Figure> &figures, bool folder, ExportChoice *choice)
{
    ExportDialog dialog(parent);
    dialog.setAllFormats(folder);
    if (!folder)
        dialog.setFigures(figures);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    choice->figure = folder ? 0 : dialog.figureIndex();
    choice->format = dialog.format();
    choice->size = dialog.pixelSize();
    choice->dpi = dialog.dpi();
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
    return QSize(m_width->value(), m_height->value());
}

void ExportDialog::setPixelSize(QSize size)
{
    m_width->setValue(size.width());
    m_height->setValue(size.height());
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
    if (!FigureExporter::write(choice.format, figure, choice.path, choice.size, choice.dpi, &error)) {
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
    const int written = FigureExporter::exportAll(figures, folder, QSize(1200, 800), 150, &error);
    if (!error.isEmpty())
        QMessageBox::warning(parent, tr("Export all figures"), error);
    return written;
}

} // namespace ringlab::gui
