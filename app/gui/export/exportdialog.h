#pragma once

#include "gui/export/figureexporter.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QDoubleSpinBox;
class QSpinBox;

namespace ringlab::gui {

/// What the user chose for an export: which figure, format, size, DPI and where.
struct ExportChoice
{
    int figure = 0; ///< index into the offered figures (one-figure export)
    FigureExporter::Format format = FigureExporter::Png;
    QSize size{1200, 800}; ///< PNG pixels at dpi, used when !physical.has (scripts and tests)
    int dpi = 150;
    QString path; ///< the file (one figure) or the folder (every figure)
    struct
    {
        bool has = false;
        FigureSize size;
    } physical; ///< the printed size and font chosen in the dialog
    /// The printed size: the dialog's, or size / dpi.
    FigureSize figureSize() const { return physical.has ? physical.size : FigureExporter::sizeOf(size, dpi); }
};

/// Asks for format, size and DPI before a figure is written ("Export…" on every chart).
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ExportDialog(QWidget *parent = nullptr);

    FigureExporter::Format format() const;
    void setFormat(FigureExporter::Format format);
    /// The printed size and font (in the chosen unit, converted).
    FigureSize figureSize() const;
    void setFigureSize(const FigureSize &size);
    /// PNG pixels at the chosen DPI.
    QSize pixelSize() const;
    int dpi() const;
    void setDpi(int dpi);

    /// Offers a choice between figures (the combo shows when there is more than one).
    void setFigures(const QList<Figure> &figures);
    int figureIndex() const;
    /// Every format at once (export of all figures): the format choice is hidden.
    void setAllFormats(bool all);

    /// Asks interactively: this dialog, then a file dialog (or a folder dialog when `folder`).
    /// False when the user cancelled.
    static bool choose(QWidget *parent, const QList<Figure> &figures, bool folder, ExportChoice *choice);

    /// Runs the dialog then a file dialog; writes the figure. Errors are shown in a message box.
    static bool exportFigure(const Figure &figure, QWidget *parent);
    /// Asks for a folder and writes every figure of the window into it.
    static int exportAllFigures(QWidget *parent);

    /// The last export's format, size, font, unit and DPI (QSettings), restored by the constructor.
    void rememberChoices() const;

private:
    void restoreChoices();
    /// The note under the fields: what the chosen format writes at this size.
    QString noteFor(FigureExporter::Format format, QSize pixels) const;
    QLabel *m_figureLabel;
    QComboBox *m_figure;
    QLabel *m_formatLabel;
    QComboBox *m_format;
    void presetChosen(int index);
    void unitChosen(int index);
    void updatePixels();
    double unitsPerInch() const;

    QComboBox *m_preset;
    QDoubleSpinBox *m_width;
    QDoubleSpinBox *m_height;
    QComboBox *m_unit;
    QDoubleSpinBox *m_font;
    QSpinBox *m_dpi;
    QLabel *m_pixels;
    QList<Figure> m_figures; ///< offered by setFigures(): the pixel line shows what is written
    double m_lastUnitsPerInch = 1.0;
    bool m_applying = false;
    bool m_allFormats = false;
};

} // namespace ringlab::gui
