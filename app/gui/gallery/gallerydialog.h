#pragma once

#include "gui/chart/figure.h"

#include <QDialog>

#include <memory>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace ringlab::gui {

template <typename T>
class JobRunner;

/// Help ▸ Gallery of published figures: computes Gallery::figures() in the background through a
/// JobRunner (progress and Cancel while it runs; closing the dialog cancels it), lists them with a
/// preview at double-column size and exports one or all of them.
class GalleryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GalleryDialog(QWidget *parent = nullptr);
    ~GalleryDialog() override;

    const QList<Figure> &figures() const { return m_figures; }
    bool isComputing() const;
    /// The background job (its progress, its Cancel).
    JobRunner<QList<Figure>> *job() const { return m_job; }

signals:
    /// The figures are listed, or the computation was cancelled (then there are none).
    void computed();

private:
    struct NextStep;

    void start();
    void showResult(const QList<Figure> &figures);
    void showFigure(int row);
    void exportAll();

    JobRunner<QList<Figure>> *m_job;
    std::shared_ptr<NextStep> m_next; ///< the figure the job computes now, named in the status line
    QList<Figure> m_figures;
    QProgressBar *m_progress;
    QLabel *m_status;
    QListWidget *m_list;
    QLabel *m_preview;
    QLabel *m_caption;
    QPushButton *m_cancelButton;
    QPushButton *m_exportButton;
    QPushButton *m_exportAllButton;
};

} // namespace ringlab::gui
