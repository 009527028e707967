#pragma once

#include "gui/chart/figure.h"

#include <QDialog>
#include <QFutureWatcher>

#include <atomic>
#include <memory>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace ringlab::gui {

/// Help ▸ Gallery of published figures: computes Gallery::figures() in the background (progress,
/// Cancel), lists them with a preview at double-column size and exports one or all of them.
class GalleryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GalleryDialog(QWidget *parent = nullptr);
    ~GalleryDialog() override;

    const QList<Figure> &figures() const { return m_figures; }
    bool isComputing() const;

signals:
    void computed();

private:
    void start();
    void showFigure(int row);
    void exportAll();

    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFutureWatcher<QList<Figure>> m_watcher;
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
